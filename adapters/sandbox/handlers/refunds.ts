// GET /api/refunds (designed: the spec shows no refunds call): a customer's refunds and stake returns, paged, filtered by
// type, status, currency and text. The spec shows no refunds call; we designed this one in the
// shape of the other lists (docs/sandbox-api.md).
import { listScope } from '../engine/auth';
import { listParam, paginate } from '../routing/paginate';
import { json, route, type HandlerContext } from '../routing/route';
import { matchesCurrency, matchesText, withinRange } from '../tables/filters';
import { refundsOf } from '../tables/refunds-model';

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    route(ctx, 'get', '/api/refunds', 'refunds.list', ({ url }) => {
      const data = store.read();
      const customerId = listScope(data, url);
      const types = listParam(url, 'type');
      const statuses = listParam(url, 'status');
      // invoice_id: the refunds of one invoice (the invoice page).
      const invoiceId = url.searchParams.get('invoice_id');
      const matches = refundsOf(data).filter(
        (r) =>
          r.metadata?.customer_id === customerId &&
          (!invoiceId || r.invoice_id === invoiceId) &&
          (!types || types.includes(r.type)) &&
          (!statuses || statuses.includes(r.status ?? '')) &&
          matchesCurrency(url, r.currency_id) &&
          matchesText(url, r) &&
          withinRange(url, r.created_at),
      );
      return json(paginate(matches, url));
    }),
  ];
}
