// GET /api/invoices (filters of docs/spec/shell-store-and-tables.md §7) and GET /api/invoices/{id}.
import { inInvoiceHistory } from '@domain/billing-history';
import { assertCanSee, listScope } from '../engine/auth';
import { refuse } from '../engine/errors';
import { json, route, type HandlerContext } from '../routing/route';
import { publicView } from '../model';
import { invoiceLines } from '../engine/invoice-lines';
import { flagParam, listParam, paginate } from '../routing/paginate';
import type { InvoiceRecord, SandboxData } from '../model';
import { matchesText, withinRange } from '../tables/filters';

const withSubscription = (data: SandboxData, invoice: InvoiceRecord) => {
  const subscription = invoice.subscription_id ? data.subscriptions[invoice.subscription_id] : undefined;
  return publicView(subscription ? { ...invoice, subscription: { id: subscription.id, description: subscription.description ?? null } } : invoice);
};

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    route(ctx, 'get', '/api/invoices', 'invoices.list', ({ url }) => {
      const data = store.read();
      const customerId = listScope(data, url);
      const statuses = listParam(url, 'status');
      const currencyId = url.searchParams.get('currency_id');
      const subscriptionId = url.searchParams.get('subscription_id');
      const includeStaking = flagParam(url, 'include_staking');
      const includeReturn = flagParam(url, 'include_return_staking');
      const ignoreZero = flagParam(url, 'ignore_zero');
      // Invoices recreated from an earlier one (metadata.recovered_from) show only when asked for.
      const includeRecovered = flagParam(url, 'include_recovered_from');
      const matches = Object.values(data.invoices).filter(
        (invoice) =>
          (subscriptionId ? invoice.subscription_id === subscriptionId : invoice.customer_id === customerId) &&
          (!statuses || statuses.includes(invoice.status)) &&
          (!currencyId || invoice.currency_id === currencyId) &&
          // Stake movements and zero invoices: the one rule the spend chart also follows.
          inInvoiceHistory(invoice, { includeStaking, includeReturnStaking: includeReturn, ignoreZero }) &&
          (includeRecovered || !invoice.metadata?.recovered_from) &&
          // The tables' search and date range (beyond docs/spec/shell-store-and-tables.md §7; docs/sandbox-api.md).
          matchesText(url, invoice, invoice.number, data.subscriptions[invoice.subscription_id ?? '']?.description) &&
          withinRange(url, invoice.created_at),
      );
      const page = paginate(matches, url);
      const subscription = subscriptionId ? data.subscriptions[subscriptionId] : undefined;
      return json({ list: page.list.map((i) => withSubscription(data, i)), count: page.count, ...(subscription ? { subscription } : {}) });
    }),
    route(ctx, 'get', '/api/invoices/:id', 'invoices.get', ({ params }) => {
      const data = store.read();
      const invoice = data.invoices[params.id ?? ''];
      if (!invoice) throw refuse(404, `Invoice ${params.id} not found`);
      assertCanSee(data, invoice.customer_id);
      const intent = Object.values(data.intents).find((i) => i.id === (invoice.metadata?.payment_details as { stripe?: { payment_intent_id?: string } } | undefined)?.stripe?.payment_intent_id);
      return json({ ...withSubscription(data, invoice), paymentIntent: intent ? publicView(intent) : null, lines: invoiceLines(data, invoice) });
    }),
  ];
}
