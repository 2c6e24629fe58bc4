import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ErrorCode } from '@domain/errors';
import type { CheckoutSession, SessionUser } from '@domain/model';
import type { checkoutSessionMachine } from '@machines/checkout-session/checkout-session.machine';
import { checkoutSubmitImplementations } from '@machines/checkout-submit/checkout-submit.actors';
import { checkoutSubmitMachine } from '@machines/checkout-submit/checkout-submit.machine';
import { checkoutSubmitView } from '@machines/checkout-submit/checkout-submit.view';
import type { Ports } from '@machines/ports';

/**
 * The submission actor of one checkout, and the two links between it and the session machine
 * (docs/machines.md): REQUIRE_CROSS_SELL shakes the cross-sell area; a paid submit completes
 * the session (which then shows the success view).
 */
export function useSubmitFlow(input: {
  ports: Ports;
  session: CheckoutSession;
  donation: boolean;
  user: SessionUser | null;
  sessionActor: ActorRefFrom<typeof checkoutSessionMachine>;
}) {
  const { ports, session, donation, user, sessionActor } = input;
  const submitActor = useActorRef(checkoutSubmitMachine.provide(checkoutSubmitImplementations(ports)), {
    input: { session, donation, user },
  });
  useEffect(() => {
    const errors = submitActor.on('submit.error', (event) => {
      if (event.code === ErrorCode.requireCrossSell) sessionActor.send({ type: 'server.requireCrossSell' });
    });
    const done = submitActor.subscribe((snapshot) => {
      if (snapshot.status === 'done')
        sessionActor.send({ type: 'checkout.completed', session: snapshot.output.session });
    });
    return () => {
      errors.unsubscribe();
      done.unsubscribe();
    };
  }, [submitActor, sessionActor]);
  const view = useSelector(submitActor, checkoutSubmitView);
  return { submitActor, view };
}
