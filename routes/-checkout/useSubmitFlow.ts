import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ActorRefFrom, EventFrom } from 'xstate';
import { ErrorCode } from '@domain/errors';
import type { CheckoutSession, SessionUser } from '@domain/model';
import type { checkoutSessionMachine } from '@machines/checkout-session/checkout-session.machine';
import type { checkoutSubmitMachine } from '@machines/checkout-submit/checkout-submit.machine';
import type { CheckoutSubmitView } from '@machines/checkout-submit/checkout-submit.view';
import { IDLE_SUBMIT_VIEW } from '@machines/checkout-submit/idle-view';
import type { Ports } from '@machines/ports';
import { saysAlreadyCompleted, watchPaidElsewhere } from './paid-elsewhere';
import type { SubmitActor } from './submit-flow';

type SubmitEvent = EventFrom<typeof checkoutSubmitMachine>;
interface SubmitFlow {
  actor: SubmitActor;
  toView: (snapshot: ReturnType<SubmitActor['getSnapshot']>) => CheckoutSubmitView;
}
const loadSubmitFlow = () => import('./submit-flow');

/**
 * The submission actor of one checkout, and the two links between it and the session machine
 * (docs/machines.md): REQUIRE_CROSS_SELL shakes the cross-sell area; a paid submit completes
 * the session (which then shows the success view).
 *
 * The machine's code loads right after the form shows, so the form renders without it. A submit
 * pressed in that moment is held (the button shows busy) and sent once, when the actor starts.
 */
export function useSubmitFlow(input: {
  ports: Ports;
  session: CheckoutSession;
  donation: boolean;
  user: SessionUser | null;
  sessionActor: ActorRefFrom<typeof checkoutSessionMachine>;
}) {
  const { ports, sessionActor } = input;
  // The machine's input is what the page had when it opened (as with useActorRef).
  const [firstInput] = useState(() => ({ session: input.session, donation: input.donation, user: input.user }));
  const [flow, setFlow] = useState<SubmitFlow | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const held = useRef<SubmitEvent | null>(null);
  const [holding, setHolding] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let cleanup: () => void = () => {};
    loadSubmitFlow().then(
      ({ startSubmitActor, checkoutSubmitView }) => {
        if (cancelled) return;
        const actor = startSubmitActor(ports, firstInput);
        // Paid elsewhere (another tab, a lost answer, a reload): the completed view, not a toast per press.
        const elsewhere = watchPaidElsewhere({
          ports,
          sessionId: firstInput.session.id,
          onPaid: (session) => sessionActor.send({ type: 'checkout.completed', session }),
        });
        const errors = actor.on('submit.error', (event) => {
          if (event.code === ErrorCode.requireCrossSell) sessionActor.send({ type: 'server.requireCrossSell' });
          if (saysAlreadyCompleted(event.message)) void elsewhere.recheck();
        });
        const done = actor.subscribe((snapshot) => {
          if (snapshot.status === 'done') sessionActor.send({ type: 'checkout.completed', session: snapshot.output.session });
        });
        cleanup = () => {
          elsewhere.stop();
          errors.unsubscribe();
          done.unsubscribe();
          actor.stop();
        };
        setFlow({ actor, toView: checkoutSubmitView });
        if (held.current) actor.send(held.current);
        held.current = null;
        setHolding(false);
      },
      (error: unknown) => {
        if (!cancelled) setLoadError(error);
      },
    );
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [ports, firstInput, sessionActor]);
  // A chunk that failed to load is a broken page, not a silent dead button: the route's error view.
  if (loadError) throw loadError;

  const view = useActorView(flow, holding);
  const send = useCallback(
    (event: SubmitEvent) => {
      if (flow) flow.actor.send(event);
      else if (!held.current) {
        held.current = event;
        setHolding(true);
      }
    },
    [flow],
  );
  return { view, send };
}

/** The dialog children whose own steps (confirming, a card failure) the view shows. */
const VIEWED_CHILDREN = ['fastPay', 'cardPayment'] as const;
type Snap = ReturnType<SubmitActor['getSnapshot']>;
const childSnapshots = (snapshot: Snap) =>
  VIEWED_CHILDREN.map((id) => (snapshot.children as Record<string, { getSnapshot(): unknown } | undefined>)[id]?.getSnapshot());

type Subscribable = { subscribe(listener: () => void): { unsubscribe(): void } };

/** Calls onChange on every snapshot of the actor and of its viewed children (re-watched as they come and go). */
function subscribeWithChildren(actor: SubmitActor, onChange: () => void): () => void {
  let children: Array<{ unsubscribe(): void }> = [];
  const watchChildren = () => {
    for (const child of children) child.unsubscribe();
    const refs = actor.getSnapshot().children as Record<string, Subscribable | undefined>;
    children = VIEWED_CHILDREN.flatMap((id) => {
      const ref = refs[id];
      return ref ? [ref.subscribe(onChange)] : [];
    });
  };
  watchChildren();
  const subscription = actor.subscribe(() => {
    watchChildren();
    onChange();
  });
  return () => {
    subscription.unsubscribe();
    for (const child of children) child.unsubscribe();
  };
}

/**
 * The actor's view, re-read on each of its snapshots and of its dialog children's (a child's
 * step does not change the parent's snapshot); the idle form until it has started.
 */
function useActorView(flow: SubmitFlow | null, holding: boolean): CheckoutSubmitView {
  const cache = useRef<{ keys: unknown[]; view: CheckoutSubmitView } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => (flow ? subscribeWithChildren(flow.actor, onChange) : () => undefined),
    [flow],
  );
  const read = () => {
    if (!flow) return holding ? HOLDING_VIEW : IDLE_SUBMIT_VIEW;
    const snapshot = flow.actor.getSnapshot();
    const keys = [snapshot, ...childSnapshots(snapshot)];
    if (!cache.current || cache.current.keys.some((key, i) => key !== keys[i])) cache.current = { keys, view: flow.toView(snapshot) };
    return cache.current.view;
  };
  return useSyncExternalStore(subscribe, read, read);
}

const HOLDING_VIEW: CheckoutSubmitView = { ...IDLE_SUBMIT_VIEW, busy: true, canSubmit: false };
