import type { CheckoutApi } from '@machines/ports';
import type { CheckoutSession } from '@domain/model';
import type { CheckoutSessionEvent, LineItemChange } from './checkout-session.types';

export type { LineItemChange } from './checkout-session.types';

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
    case 'applyPromotion':
      return api.applyPromotion(sessionId, change.code, change.currencyId);
    case 'removePromotion':
      return api.removePromotion(sessionId);
    case 'recalculatePromotion':
      return api.recalculatePromotion(sessionId, change.currencyId);
    default: {
      const _never: never = change;
      return _never;
    }
  }
}

export type ChangeEvent = Extract<
  CheckoutSessionEvent,
  {
    type: `user.${'changeQuantity' | 'upsell' | 'downsell' | 'addCrossSell' | 'removeCrossSell' | 'setAmount' | 'applyPromotion' | 'removePromotion' | 'recalculatePromotion'}`;
  }
>;

/** The change a user event asks for. */
export function changeOf(event: ChangeEvent): LineItemChange {
  switch (event.type) {
    case 'user.changeQuantity':
      return { kind: 'quantity', itemId: event.itemId, quantity: event.quantity };
    case 'user.upsell':
      return { kind: 'upsell', fromPriceId: event.fromPriceId, toPriceId: event.toPriceId };
    case 'user.downsell':
      return { kind: 'downsell', fromPriceId: event.fromPriceId };
    case 'user.addCrossSell':
      return { kind: 'addCrossSell', priceId: event.priceId };
    case 'user.removeCrossSell':
      return { kind: 'removeCrossSell' };
    case 'user.setAmount':
      return { kind: 'amount', priceId: event.priceId, amount: event.amount };
    case 'user.applyPromotion':
      return { kind: 'applyPromotion', code: event.code, currencyId: event.currencyId };
    case 'user.removePromotion':
      return { kind: 'removePromotion' };
    case 'user.recalculatePromotion':
      return { kind: 'recalculatePromotion', currencyId: event.currencyId };
    default: {
      const _never: never = event;
      return _never;
    }
  }
}
