// Line-item changes of an open checkout session; each answers the updated session (docs/spec/checkout-and-billing.md §7).
import { addCrossSell, adjustQuantity, downsell, offeredCrossSell, openSession, readSession, removeCrossSell, setAmount, upsell } from '../engine/sessions';
import { json, route, type HandlerContext } from '../routing/route';
import { publicView } from '../model';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  const answer = (session: Parameters<typeof publicView>[0]) => json(publicView(session));
  return [
    // The offered price, or {error} when there is none (the client treats both the same way).
    route(ctx, 'get', '/api/checkout-sessions/:id/cross-sell', 'checkout.crossSell', ({ params }) => {
      const session = readSession(store, params.id ?? '');
      const offered = offeredCrossSell(store.read(), session);
      return offered ? json(offered) : json({ error: 'No cross-sell item is available for this checkout session' });
    }),
    route(ctx, 'put', '/api/checkout-sessions/:id/cross-sell', 'checkout.addCrossSell', ({ params, body }) =>
      answer(addCrossSell(store, params.id ?? '', str(body.to))),
    ),
    route(ctx, 'delete', '/api/checkout-sessions/:id/cross-sell', 'checkout.removeCrossSell', ({ params }) =>
      answer(removeCrossSell(store, params.id ?? '')),
    ),
    route(ctx, 'put', '/api/checkout-sessions/:id/upsell', 'checkout.upsell', ({ params, body }) =>
      answer(upsell(store, params.id ?? '', str(body.from), str(body.to))),
    ),
    route(ctx, 'put', '/api/checkout-sessions/:id/downsell', 'checkout.downsell', ({ params, body }) =>
      answer(downsell(store, params.id ?? '', str(body.from))),
    ),
    route(ctx, 'put', '/api/checkout-sessions/:id/adjust-quantity', 'checkout.adjustQuantity', ({ params, body }) =>
      answer(adjustQuantity(store, params.id ?? '', str(body.itemId), body.quantity)),
    ),
    route(ctx, 'put', '/api/checkout-sessions/:id/amount', 'checkout.amount', ({ params, body }) => {
      openSession(store, params.id ?? '');
      return answer(setAmount(store, params.id ?? '', body.priceId, body.amount));
    }),
  ];
}
