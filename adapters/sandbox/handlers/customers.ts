// GET /api/customers/me, GET /api/customers/{id} (the admin pages name the customer), POST /api/customers/sync-to-space.
import { Big } from '@domain/money';
import { customerIdOf } from '../catalog/identities';
import { assertCanSee, callerOf, customerOfCaller, findCustomer, requireUser } from '../engine/auth';
import type { SandboxData } from '../model';
import { refuse } from '../engine/errors';
import { json, route, type HandlerContext } from '../routing/route';

/** Per-currency totals the portal shows when skipSummary is not set. */
function summaryOf(data: SandboxData, customerId: string) {
  const sums = { paid: {} as Record<string, string>, due: {} as Record<string, string> };
  for (const invoice of Object.values(data.invoices)) {
    if (invoice.customer_id !== customerId || !invoice.currency_id) continue;
    const bucket = invoice.status === 'paid' ? sums.paid : invoice.status === 'open' || invoice.status === 'uncollectible' ? sums.due : null;
    if (!bucket) continue;
    bucket[invoice.currency_id] = new Big(bucket[invoice.currency_id] ?? '0').plus(invoice.total).toFixed();
  }
  return sums;
}

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    route(ctx, 'get', '/api/customers/me', 'customers.me', ({ url }) => {
      const data = store.read();
      const user = requireUser(data);
      const customer = customerOfCaller(data);
      // fallback=1: a user who never paid still gets a profile made from the login.
      const profile = customer ?? (url.searchParams.get('fallback') === '1'
        ? { id: customerIdOf(user.did), did: user.did, name: user.fullName, fullName: user.fullName, email: user.email ?? null }
        : null);
      if (!profile) return json({ error: 'Customer not found' }, 404);
      const withName = { ...profile, fullName: profile.name ?? callerOf(data).user?.fullName ?? null };
      if (url.searchParams.get('skipSummary') === '1') return json(withName);
      return json({ ...withName, summary: summaryOf(data, profile.id) });
    }),

    // Registered after /me: a customer by id or DID, for its owner or an admin (the one rule).
    route(ctx, 'get', '/api/customers/:id', 'customers.get', ({ params }) => {
      const data = store.read();
      requireUser(data);
      const customer = findCustomer(data, params.id ?? '');
      if (!customer) throw refuse(404, 'Customer not found');
      assertCanSee(data, customer.id);
      return json(customer);
    }),

    route(ctx, 'post', '/api/customers/sync-to-space', 'customers.syncToSpace', () => {
      const data = store.read();
      const user = requireUser(data);
      store.update((d) => {
        d.flags = { ...d.flags, [`synced:${user.did}`]: true };
      });
      return json({ synced: true, did: user.did });
    }),
  ];
}
