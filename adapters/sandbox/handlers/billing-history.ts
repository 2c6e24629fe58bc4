// GET /api/billing-history (designed: the spec shows no history call): the
// caller's credit movements and paid invoices for the portal home's charts; the series are the
// domain's (domain/billing-history). Query: customer_id (owner and admin; default the caller's).
import { listScope } from '../engine/auth';
import { billingHistory } from '../engine/billing-history';
import { json, route, type HandlerContext } from '../routing/route';

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    route(ctx, 'get', '/api/billing-history', 'billingHistory.get', ({ url }) => {
      const data = store.read();
      const customerId = listScope(data, url);
      return json(billingHistory(data, customerId, store.nowSeconds()));
    }),
  ];
}
