import { fromPromise } from 'xstate';
import type { FastCheckoutConfirmResponse } from '@domain/model';
import type { CheckoutApi } from '@machines/ports';
import { checkPaidActor } from '../checkout-completion/check-paid';

/** `fastPayMachine.provide({ actors: fastPayActors(ports) })` at the composition root. */
export function fastPayActors(ports: { checkout: CheckoutApi }) {
  return {
    fastCheckoutConfirm: fromPromise<FastCheckoutConfirmResponse, { sessionId: string }>(({ input }) =>
      ports.checkout.fastCheckoutConfirm(input.sessionId),
    ),
    checkPaid: checkPaidActor(ports),
  };
}
