import { createActor, SimulatedClock, type AnyStateMachine, type AnyTransitionDefinition, type EventObject } from 'xstate';
import type { MachinePath } from './generate-paths';
import { inventoryOf } from './machine-inventory';
import { judgeStep, type AnyOracle } from './oracle';

export interface ReplayResult {
  coveredStates: Set<string>;
  coveredTransitions: Set<string>;
  /** Paths whose replay ended somewhere else than the traversal predicted. */
  divergences: string[];
  /** Steps where the oracle's facts did not hold, each with the path that led there. */
  oracleFailures: string[];
}

const valueOf = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value);

/**
 * Replays each path against a live actor of the machine (with the fakes already provided) on a
 * simulated clock that never advances, so only the path's own events move it. Records which
 * states were active and which transitions fired, as the running machine reports them, and, with
 * an oracle, judges the facts of every state after the start and after every step.
 */
export function replayPaths(machine: AnyStateMachine, paths: readonly MachinePath[], input?: unknown, oracle?: AnyOracle): ReplayResult {
  const inventory = inventoryOf(machine);
  const idOf = new Map<AnyTransitionDefinition, string>(inventory.transitions.map((t) => [t.definition, t.id]));
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  const divergences: string[] = [];
  const oracleFailures = new Set<string>();

  for (const path of paths) {
    const actor = createActor(machine, {
      clock: new SimulatedClock(),
      ...(input === undefined ? {} : { input }),
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        for (const transition of (inspection as { _transitions: AnyTransitionDefinition[] })._transitions) {
          const id = idOf.get(transition);
          if (id) coveredTransitions.add(id);
        }
      },
    });
    const record = () => {
      const snapshot = actor.getSnapshot() as { _nodes: { id: string }[] };
      for (const node of snapshot._nodes) coveredStates.add(node.id);
    };
    actor.subscribe({ next: record, error: () => {} });
    actor.start();
    record();
    const sent: EventObject[] = [];
    const judge = () => {
      if (!oracle) return;
      const route = sent.map((event) => event.type).join(' → ') || '(start)';
      for (const problem of judgeStep(oracle, { snapshot: actor.getSnapshot(), input, events: [...sent] })) oracleFailures.add(`${problem} after ${route}`);
    };
    judge();
    for (const step of path.steps) {
      if (step.event.type === 'xstate.init') continue;
      actor.send(step.event);
      sent.push(step.event);
      judge();
    }
    const expected = valueOf(path.state);
    const actual = valueOf(actor.getSnapshot());
    if (expected !== actual) divergences.push(`${path.steps.map((s) => s.event.type).join(' → ')}: expected ${expected}, got ${actual}`);
    actor.stop();
  }
  return { coveredStates, coveredTransitions, divergences, oracleFailures: [...oracleFailures] };
}
