// Payment intents, credit grants and credit transactions of a customer (portal tables).
import { assertCanSee, isAdminUser, listScope, requireUser } from '../engine/auth';
import { refuse } from '../engine/errors';
import { json, route, type HandlerContext } from '../routing/route';
import { publicView } from '../model';
import { listParam, paginate } from '../routing/paginate';
import type { SandboxData } from '../model';

/** The customer of a row by name (the real Payment Kit expands `customer` in its lists). */
const customerRef = (data: SandboxData, customerId: string | null | undefined) => {
  const customer = customerId ? data.customers[customerId] : undefined;
  return customer ? { id: customer.id, name: customer.name ?? null, did: customer.did ?? null } : null;
};
import { matchesCurrency, matchesText, withinRange } from '../tables/filters';
import { withCreditCurrency } from '../engine/records';

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    route(ctx, 'get', '/api/payment-intents', 'paymentIntents.list', ({ url }) => {
      const data = store.read();
      const customerId = listScope(data, url);
      const statuses = listParam(url, 'status');
      // Payments only: a set-up intent (a card saved for later, no money moved) is not one.
      const matches = Object.values(data.intents).filter(
        (i) => i._sandbox.intentType === 'payment_intent' && i.customer_id === customerId && (!statuses || statuses.includes(i.status)) && matchesCurrency(url, i.currency_id) && matchesText(url, i) && withinRange(url, i.created_at),
      );
      const page = paginate(matches, url);
      return json({ list: page.list.map(publicView), count: page.count });
    }),
    route(ctx, 'get', '/api/credit-grants', 'creditGrants.list', ({ url }) => {
      const data = store.read();
      const customerId = listScope(data, url);
      const statuses = listParam(url, 'status');
      const subscriptionId = url.searchParams.get('subscription_id');
      const matches = Object.values(data.creditGrants).filter(
        (g) => g.customer_id === customerId && (!statuses || statuses.includes(g.status)) &&
          (!subscriptionId || g.metadata?.subscription_id === subscriptionId) &&
          matchesText(url, g, g.name) &&
          withinRange(url, g.created_at),
      );
      return json(paginate(matches, url));
    }),
    route(ctx, 'get', '/api/credit-grants/:id', 'creditGrants.get', ({ params }) => {
      const data = store.read();
      const grant = data.creditGrants[params.id ?? ''];
      if (!grant) throw refuse(404, `Credit grant ${params.id} not found`);
      assertCanSee(data, grant.customer_id);
      return json(grant);
    }),
    route(ctx, 'get', '/api/credit-transactions', 'creditTransactions.list', ({ url }) => {
      const data = store.read();
      // An admin asking for a meter's usage (source, no customer_id) sees every customer's (admin meter page).
      const customerId = listScope(data, url);
      const allCustomers = !!url.searchParams.get('source') && !url.searchParams.get('customer_id') && isAdminUser(requireUser(data));
      const grantId = url.searchParams.get('credit_grant_id');
      const subscriptionId = url.searchParams.get('subscription_id');
      // source: the meter (id or event name) the usage came from.
      const source = url.searchParams.get('source');
      const start = Number(url.searchParams.get('start') ?? 0);
      const end = Number(url.searchParams.get('end') ?? Number.MAX_SAFE_INTEGER);
      const matches = Object.values(data.creditTransactions).filter(
        (t) =>
          (allCustomers || t.customer_id === customerId) &&
          (!grantId || t.credit_grant_id === grantId) &&
          (!subscriptionId || t.subscription_id === subscriptionId) &&
          (!source || t.meter?.id === source || t.meter?.event_name === source) &&
          Number(t.created_at) >= start &&
          Number(t.created_at) <= end &&
          matchesText(url, t, t.creditGrant?.name, t.meter?.event_name),
      );
      // Every transaction names the credit currency its amount is in (its grant's).
      const page = paginate(matches, url);
      return json({ ...page, list: page.list.map((t) => ({ ...withCreditCurrency(data, t), customer: customerRef(data, t.customer_id) })) });
    }),
  ];
}
