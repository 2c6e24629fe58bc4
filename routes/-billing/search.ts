// Search parameters of the billing routes: strings only, anything else dropped (TanStack Router
// hands validateSearch whatever the URL parsed into, numbers and objects included).
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export interface PastDueSearch {
  referer?: string;
  subscriptionId?: string;
  customerId?: string;
}

export function pastDueSearch(search: Record<string, unknown>): PastDueSearch {
  const result: PastDueSearch = {};
  const referer = text(search.referer);
  const subscriptionId = text(search.subscriptionId);
  const customerId = text(search.customerId);
  if (referer) result.referer = referer;
  if (subscriptionId) result.subscriptionId = subscriptionId;
  if (customerId) result.customerId = customerId;
  return result;
}

export interface InvoiceSearch {
  /** 'pay' on an uncollectible invoice offers the wallet's collect. */
  action?: string;
}

export function invoiceSearch(search: Record<string, unknown>): InvoiceSearch {
  const action = text(search.action);
  return action ? { action } : {};
}
