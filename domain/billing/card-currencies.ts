import type { Settings } from '@domain/model';
import { isCardMethod } from '@domain/payment';

/**
 * Ids of the currencies paid through the card provider (isCardMethod). The
 * overdue dialog cannot pay them (docs/spec/checkout-and-billing.md §4): their invoices are paid on the invoice page.
 */
export function cardCurrencyIds(settings: Pick<Settings, 'paymentMethods'> | null | undefined): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const method of settings?.paymentMethods ?? []) {
    if (!isCardMethod(method)) continue;
    for (const currency of method.payment_currencies) ids.add(currency.id);
  }
  return ids;
}
