// Promotion codes of an open checkout session (issue 30 item 2); each answers the updated session
// with its discounts and total_details.amount_discount.
import { applyPromotion, recalculatePromotion, removePromotion } from '../engine/promotions';
import { publicView } from '../model';
import { json, route, type HandlerContext } from '../routing/route';

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    route(ctx, 'post', '/api/checkout-sessions/:id/apply-promotion', 'checkout.applyPromotion', ({ params, body }) =>
      json(publicView(applyPromotion(store, params.id ?? '', body.promotion_code, body.currency_id))),
    ),
    route(ctx, 'delete', '/api/checkout-sessions/:id/remove-promotion', 'checkout.removePromotion', ({ params }) =>
      json(publicView(removePromotion(store, params.id ?? ''))),
    ),
    route(ctx, 'post', '/api/checkout-sessions/:id/recalculate-promotion', 'checkout.recalculatePromotion', ({ params, body }) =>
      json(publicView(recalculatePromotion(store, params.id ?? '', body.currency_id))),
    ),
  ];
}
