// GET /api/credit-grants/summary (designed, issue #14: the spec shows no balance call): the
// customer's credit balance per currency — available (granted) and pending — summed by the same
// domain function the portal documents (domain/credit creditBalances), over all of their grants,
// not one page of them. Query: customer_id (owner and admin; default the caller's customer).
import { creditBalances } from '@domain/credit';
import { listScope } from '../engine/auth';
import { json, route, type HandlerContext } from './route';

export function creditSummaryHandlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    // Registered before GET /api/credit-grants/:id, which would otherwise read "summary" as an id.
    route(ctx, 'get', '/api/credit-grants/summary', 'creditGrants.summary', ({ url }) => {
      const data = store.read();
      const customerId = listScope(data, url);
      const grants = Object.values(data.creditGrants).filter((g) => g.customer_id === customerId);
      return json({ list: creditBalances(grants) });
    }),
  ];
}
