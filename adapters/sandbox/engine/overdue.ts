// Past-due invoices: open or uncollectible invoices whose due moment passed on the sandbox clock.
// A customer with any of them is CUSTOMER_LIMITED; the overdue endpoints group them by currency.
import { Big } from '@domain/money';
import type { OverdueResponse } from '@domain/model';
import { currencyById } from '../catalog/currencies';
import { publicView } from '../model';
import type { InvoiceRecord, SandboxData } from '../model';
import { methodSummary } from './records';

export function isOverdue(invoice: InvoiceRecord, nowSeconds: number): boolean {
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') return false;
  // Only invoices with a due date can fall overdue: a one-off uncollectible invoice does not block purchases.
  const due = invoice._sandbox?.dueAt;
  return due !== undefined && due <= nowSeconds;
}

export type OverdueFilter = { customerId: string } | { subscriptionId: string };

export function overdueInvoices(data: SandboxData, filter: OverdueFilter, nowSeconds: number): InvoiceRecord[] {
  return Object.values(data.invoices)
    .filter((invoice) =>
      'customerId' in filter ? invoice.customer_id === filter.customerId : invoice.subscription_id === filter.subscriptionId,
    )
    .filter((invoice) => isOverdue(invoice, nowSeconds))
    .sort((a, b) => Number(a.created_at) - Number(b.created_at));
}

export function overdueResponse(data: SandboxData, filter: OverdueFilter, nowSeconds: number): OverdueResponse {
  const invoices = overdueInvoices(data, filter, nowSeconds);
  const summary: Record<string, OverdueResponse['summary'][string]> = {};
  for (const invoice of invoices) {
    const currencyId = invoice.currency_id ?? '';
    const currency = currencyById(currencyId);
    const method = methodSummary(currencyId);
    if (!currency || !method) continue;
    const previous = summary[currencyId]?.amount ?? '0';
    summary[currencyId] = { amount: new Big(previous).plus(invoice.total).toFixed(0), currency, method };
  }
  const subscription = 'subscriptionId' in filter ? data.subscriptions[filter.subscriptionId] : undefined;
  const customerId = 'customerId' in filter ? filter.customerId : subscription?.customer_id;
  const subscriptionIds = new Set(invoices.map((i) => i.subscription_id).filter(Boolean));
  return {
    summary,
    invoices: invoices.map((invoice) => {
      const sub = invoice.subscription_id ? data.subscriptions[invoice.subscription_id] : undefined;
      return publicView(sub ? { ...invoice, subscription: { id: sub.id, description: sub.description ?? null } } : invoice);
    }),
    subscription: subscription ? { id: subscription.id, description: subscription.description ?? null } : null,
    subscriptionCount: subscriptionIds.size,
    customer: customerId ? { id: customerId } : null,
  };
}

export const hasOverdue = (data: SandboxData, customerId: string, nowSeconds: number): boolean =>
  overdueInvoices(data, { customerId }, nowSeconds).length > 0;
