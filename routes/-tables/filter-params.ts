import { dayRange } from '@domain/display';

/**
 * The filters every billing list endpoint takes, from a table's search: status, currency, text,
 * customer, and the chosen days as seconds (start 00:00:00, end 23:59:59 in the user's zone).
 */
type Filters = { status?: string | undefined; currency?: string | undefined; q?: string | undefined; from?: string | undefined; to?: string | undefined };

export function filterParams(search: Filters, customerId?: string | undefined) {
  const range = search.from && search.to ? dayRange(search.from, search.to) : undefined;
  return {
    status: search.status,
    currency_id: search.currency,
    q: search.q,
    customer_id: customerId,
    start: range?.startSeconds,
    end: range?.endSeconds,
  };
}
