import { fromPromise } from 'xstate';
import { fromCancellablePromise } from '@machines/cancellable-promise';
import type { CheckoutSession, Price, RetrieveCheckoutResponse } from '@domain/model';
import type { CheckoutApi, Notice, Notifier } from '@machines/ports';
import { applyLineItemChange, type LineItemChange } from './line-item-change';

/** docs/reference/payment-react.md §3.1: only these two id kinds open a checkout. */
export const INVALID_CHECKOUT_ID = 'Either a checkoutSession or a paymentLink id is required.';

/**
 * The session machine's implementations over the ports, for the composition root:
 * `checkoutSessionMachine.provide(checkoutSessionImplementations(ports))`.
 */
export function checkoutSessionImplementations(ports: { checkout: CheckoutApi; notifier: Notifier }) {
  return {
    actors: {
      loadSession: fromCancellablePromise<RetrieveCheckoutResponse, { id: string }>(async ({ input, signal }) => {
        if (input.id.startsWith('plink_')) return ports.checkout.startFromLink(input.id, signal);
        if (input.id.startsWith('cs_')) return ports.checkout.retrieve(input.id, signal);
        throw new Error(INVALID_CHECKOUT_ID);
      }),
      fetchCrossSell: fromCancellablePromise<Price | null, { sessionId: string }>(({ input, signal }) =>
        ports.checkout.crossSell(input.sessionId, signal),
      ),
      applyLineItemChange: fromPromise<CheckoutSession, { sessionId: string; change: LineItemChange }>(
        ({ input }) => applyLineItemChange(ports.checkout, input.sessionId, input.change),
      ),
    },
    actions: {
      notify: (_: unknown, notice: Notice) => ports.notifier.notify(notice),
    },
  };
}
