// The submission machine's graph for the UI paths (loaded through jiti by submit-paths.spec.ts:
// the domain imports packages Playwright's ESM loader cannot resolve). Events and inert machine:
// test/fixtures/checkout-submit-graph.ts, shared with the path test.
import { getNextSnapshot, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CheckoutSubmitContext } from '@machines/checkout-submit/checkout-submit.machine';
import { paymentKindOf } from '@machines/checkout-submit/submit-rules';
import { eventsToTry } from '@machines/test-kit/generate-paths';
import { inertSubmitMachine as machine, session, submitGraphEvents as events, user } from '@test/fixtures/checkout-submit-graph';

export type GraphEvent = EventObject & Record<string, unknown>;
export interface GraphPath {
  state: string;
  steps: Array<{ event: GraphEvent; state: string }>;
}

// ---- The graph: the event list of the path test (test/fixtures/checkout-submit-graph.ts), with a
// logged-in payer (the journeys open scenarios as their identity; the guest login has its own journey). ----
const serializeContext = (context: CheckoutSubmitContext) => [
  context.request ? paymentKindOf(context.request.method, context.request.currency) : null,
  context.request?.values.customer_email ?? null,
];
const raw = getShortestPaths(machine, {
  input: { session, donation: false, user },
  events: eventsToTry(machine, { events }),
  serializeState: (snapshot: { value: unknown; context: unknown }) => JSON.stringify([snapshot.value, serializeContext(snapshot.context as CheckoutSubmitContext)]),
  limit: 2000,
} as never) as unknown as Array<{ state: { value: unknown }; steps: Array<{ event: EventObject & Record<string, unknown>; state: { value: unknown } }> }>;

const stateName = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

type RawPath = (typeof raw)[number];
const toPath = (path: RawPath): GraphPath => ({
  state: stateName(path.state.value),
  steps: path.steps.map((step) => ({ event: step.event, state: stateName(step.state.value) })),
});

const DIALOGS = ['fastPay', 'creditInsufficient', 'walletConnect', 'cardStep', 'customerLimited'];
const tried = eventsToTry(machine, { events });
const paid = events['xstate.done.actor.completion']![0]!;

/**
 * Shortest paths to every distinct (state, payment kind, email), plus one step out of every
 * dialog state with every event it reacts to (a step into paying goes on to paid), so that each
 * way out of a dialog is walked too.
 */
export const submitPaths: GraphPath[] = [
  ...raw.map(toPath),
  ...raw
    .filter((path) => DIALOGS.includes(stateName(path.state.value)))
    .flatMap((path) =>
      tried.flatMap((event) => {
        if (machine.getTransitionData(path.state as never, event as never).length === 0) return [];
        let next: ReturnType<typeof getNextSnapshot<typeof machine>>;
        try {
          next = getNextSnapshot(machine, path.state as never, event as never);
        } catch {
          // Forwarded to a child (user.confirmFastPay in fastPay): its done event is the way out.
          return [];
        }
        const base = toPath(path);
        const steps = [...base.steps, { event: event as GraphEvent, state: stateName(next.value) }];
        if (next.value === 'paying') steps.push({ event: paid as GraphEvent, state: stateName(getNextSnapshot(machine, next, paid as never).value) });
        return [{ state: steps.at(-1)!.state, steps }];
      }),
    ),
];
