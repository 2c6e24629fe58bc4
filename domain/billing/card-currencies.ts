import type { Settings } from '@domain/model';

/**
 * Ids of the currencies paid through the card provider (payment method type 'stripe'). The
 * overdue dialog cannot pay them (docs/spec/checkout-and-billing.md §4): their invoices are paid on the invoice page.
 */
export function cardCurrencyIds(settings: Pick<Settings, 'paymentMethods'> | null | undefined): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const method of settings?.paymentMethods ?? []) {
    if (method.type !== 'stripe') continue;
    for (const currency of method.payment_currencies) ids.add(currency.id);
  }
  return ids;
}
