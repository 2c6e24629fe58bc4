import { fromPromise } from 'xstate';
import type { CheckoutApi } from '@machines/ports';
import { isCheckoutPaid } from '../checkout-completion/completion-rules';

/**
 * `cardPaymentMachine.provide({ actors: cardPaymentActors(ports) })`: asks the server whether the
 * session is paid (the session completed, or its card intent succeeded). A read, never a charge.
 */
export function cardPaymentActors(ports: { checkout: CheckoutApi }) {
  return {
    checkPaid: fromPromise<boolean, { sessionId: string }>(async ({ input }) => {
      const { checkoutSession, paymentIntent } = await ports.checkout.retrieve(input.sessionId);
      return isCheckoutPaid(checkoutSession) || paymentIntent?.status === 'succeeded';
    }),
  };
}
