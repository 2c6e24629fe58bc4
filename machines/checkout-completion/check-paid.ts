import { fromPromise } from 'xstate';
import type { CheckoutApi } from '@machines/ports';
import { isCheckoutPaid } from '@domain/checkout';

/**
 * "Did this session's payment go through?" after an answer was lost: the session is
 * complete and paid, or its intent succeeded. A read, never a payment; used by the card and
 * fast-pay machines before anything could charge again.
 */
export const checkPaidActor = (ports: { checkout: CheckoutApi }) =>
  fromPromise<boolean, { sessionId: string }>(async ({ input }) => {
    const { checkoutSession, paymentIntent } = await ports.checkout.retrieve(input.sessionId);
    return isCheckoutPaid(checkoutSession) || paymentIntent?.status === 'succeeded';
  });
