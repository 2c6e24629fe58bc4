import type { CheckoutApi } from '@machines/ports';
import type { CheckoutSession } from '@domain/model';

/** One change of the cart (spec §4 upsell/cross-sell, §5 quantity, donation amount); each answers the new session. */
export type LineItemChange =
  | { kind: 'quantity'; itemId: string; quantity: number }
  | { kind: 'upsell'; fromPriceId: string; toPriceId: string }
  | { kind: 'downsell'; fromPriceId: string }
  | { kind: 'addCrossSell'; priceId: string }
  | { kind: 'removeCrossSell' }
  /** amount in the currency's smallest unit. */
  | { kind: 'amount'; priceId: string; amount: string };

/** The call of the checkout API that makes a change. */
export function applyLineItemChange(
  api: CheckoutApi,
  sessionId: string,
  change: LineItemChange,
): Promise<CheckoutSession> {
  switch (change.kind) {
    case 'quantity':
      return api.adjustQuantity(sessionId, change.itemId, change.quantity);
    case 'upsell':
      return api.upsell(sessionId, change.fromPriceId, change.toPriceId);
    case 'downsell':
      return api.downsell(sessionId, change.fromPriceId);
    case 'addCrossSell':
      return api.addCrossSell(sessionId, change.priceId);
    case 'removeCrossSell':
      return api.removeCrossSell(sessionId);
    case 'amount':
      return api.setAmount(sessionId, change.priceId, change.amount);
  }
}
