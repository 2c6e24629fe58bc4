// GET /api/credit-grants/summary (designed: the spec shows no balance call): the
// customer's credit balance per currency — available (granted) and pending — summed by the same
// domain function the portal documents (domain/credit creditBalances), over all of their grants,
// not one page of them. Query: customer_id (owner and admin; default the caller's customer).
import { creditBalances } from '@domain/credit';
import { listScope } from '../engine/auth';
import { json, route, type HandlerContext } from '../routing/route';

/**
 * Registered before the other handler files (routing/register.ts): GET /api/credit-grants/:id in
 * billing-lists.ts would otherwise read "summary" as a grant id.
 */
export const order = -1;

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    route(ctx, 'get', '/api/credit-grants/summary', 'creditGrants.summary', ({ url }) => {
      const data = store.read();
      const customerId = listScope(data, url);
      const grants = Object.values(data.creditGrants).filter((g) => g.customer_id === customerId);
      return json({ list: creditBalances(grants) });
    }),
  ];
}
