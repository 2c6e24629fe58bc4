import type { Invoice } from '@domain/model';
import type { TableLinks } from './links';

/**
 * Where an invoice row's number leads (docs/reference/payment-react.md §4.1: the invoice list). Our invoices
 * (id prefix in_) open their page; any other id is an on-chain record (a stake or its return)
 * and opens the chain explorer of its transaction, or nothing when no explorer is known.
 */
export function invoiceRowLink(invoice: Invoice, links: TableLinks): { href: string | undefined; external: boolean } {
  if (invoice.id.startsWith('in_')) return { href: links.invoice(invoice.id), external: false };
  const methodId = invoice.paymentMethod?.id ?? invoice.paymentCurrency?.payment_method_id;
  const tx = links.transaction?.(methodId, invoice.metadata?.payment_details);
  return { href: tx?.href ?? undefined, external: true };
}
