// GET /api/pricing-tables/{id} and POST /api/pricing-tables/{id}/checkout/{priceId}?currencyId=.
import { publicView } from '../model';
import { readPricingTable, startPricingTableCheckout } from '../engine/pricing-tables';
import { json, route, type HandlerContext } from '../routing/route';

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    route(ctx, 'get', '/api/pricing-tables/:id', 'pricingTables.get', ({ params }) => json(readPricingTable(store, params.id ?? ''))),
    route(ctx, 'post', '/api/pricing-tables/:id/checkout/:priceId', 'pricingTables.checkout', ({ params, url }) => {
      const session = startPricingTableCheckout(store, params.id ?? '', params.priceId ?? '', url.searchParams.get('currencyId'));
      // The real server answers the new session with its hosted address.
      return json({ ...publicView(session), url: `/checkout/pay/${session.id}` });
    }),
  ];
}
