// The lines of an invoice as GET /api/invoices/{id} returns them (designed: the spec shows no
// invoice detail call; the real Payment Kit's invoice carries its lines). The sandbox keeps no
// line records, so it rebuilds them from what produced the invoice — the checkout session whose
// invoice it is, or the subscription's items for a subscription charge — and uses them only when
// they add up to the invoice's total. Anything else (a proration, a seed, a stake, a trial start)
// is one line for the whole amount, so the printed invoice never shows lines that disagree with it.
import type { InvoiceLine, Price } from '@domain/model';
import { Big } from '@domain/money';
import { getLineTotal, isMetered } from '@domain/pricing';
import type { InvoiceRecord, SandboxData } from '../model';

const SUBSCRIPTION_CHARGES = new Set(['subscription_create', 'subscription_cycle', 'subscription_update', 'subscription_recover']);

const priceName = (price: Price) => price.product?.name ?? price.nickname ?? price.id;

function period(invoice: InvoiceRecord): Pick<InvoiceLine, 'period'> {
  const start = invoice.period_start ?? null;
  const end = invoice.period_end ?? null;
  return start !== null && end !== null && end > start ? { period: { start, end } } : {};
}

function fromCheckout(data: SandboxData, invoice: InvoiceRecord): InvoiceLine[] | undefined {
  const session = Object.values(data.sessions).find((s) => s.invoice_id === invoice.id);
  if (!session || !invoice.currency_id) return undefined;
  const currency = invoice.currency_id;
  return session.line_items.map((item, index) => {
    const price = item.upsell_price ?? item.price;
    return { id: `il_${invoice.id}_${index + 1}`, description: priceName(price), quantity: item.quantity, amount: getLineTotal(item, currency).amount, price_id: price.id };
  });
}

function fromSubscription(data: SandboxData, invoice: InvoiceRecord): InvoiceLine[] | undefined {
  const subscription = invoice.subscription_id ? data.subscriptions[invoice.subscription_id] : undefined;
  if (!subscription || !SUBSCRIPTION_CHARGES.has(invoice.billing_reason) || !invoice.currency_id) return undefined;
  const currency = invoice.currency_id;
  return (subscription.items ?? []).flatMap((item, index) => {
    // Metered usage is billed from usage records, not the plan: not a line we can rebuild.
    if (!item.price || isMetered(item.price)) return [];
    return [{ id: `il_${invoice.id}_${index + 1}`, description: priceName(item.price), quantity: item.quantity, amount: getLineTotal({ price: item.price, quantity: item.quantity }, currency).amount, price_id: item.price.id, ...period(invoice) }];
  });
}

const sum = (lines: readonly InvoiceLine[]) => lines.reduce((total, line) => total.plus(line.amount), new Big(0));

export function invoiceLines(data: SandboxData, invoice: InvoiceRecord): InvoiceLine[] {
  const rebuilt = fromCheckout(data, invoice) ?? fromSubscription(data, invoice);
  if (rebuilt && rebuilt.length > 0 && sum(rebuilt).isEqualTo(invoice.total)) return rebuilt;
  return [{ id: `il_${invoice.id}_1`, description: invoice.description ?? invoice.billing_reason, quantity: 1, amount: invoice.total, ...period(invoice) }];
}
