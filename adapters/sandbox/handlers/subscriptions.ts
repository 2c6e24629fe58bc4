// Subscriptions of the portal: list, detail, overdue invoices, recover-info/recover, cancel,
// change plan (with preview; paid before it applies) and change payment method.
import { assertCanSee, findCustomer, listScope } from '../engine/auth';
import { overdueResponse } from '../engine/overdue';
import { expirePendingUpdates } from '../engine/pending-update';
import { cancelPendingUpdate, cancelSubscription, changePaymentMethod, changePlan, needsStake, previewPlanChange, readSubscription, recoverSubscription } from '../engine/subscriptions';
import { refuse } from '../engine/errors';
import { json, route, type HandlerContext } from '../routing/route';
import { publicView } from '../model';
import { listParam, paginate } from '../routing/paginate';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  return [
    route(ctx, 'get', '/api/subscriptions', 'subscriptions.list', ({ url }) => {
      const data = store.read();
      const customerId = listScope(data, url);
      const statuses = listParam(url, 'status');
      return json(paginate(Object.values(data.subscriptions).filter((s) => s.customer_id === customerId && (!statuses || statuses.includes(s.status))), url));
    }),
    route(ctx, 'get', '/api/subscriptions/:id', 'subscriptions.get', ({ params }) => json(readSubscription(store, params.id ?? ''))),
    route(ctx, 'get', '/api/subscriptions/:id/overdue/invoices', 'subscriptions.overdue', ({ params }) => {
      readSubscription(store, params.id ?? '');
      return json(overdueResponse(store.read(), { subscriptionId: params.id ?? '' }, store.nowSeconds()));
    }),
    // Customer id or DID; an authToken in the query stands for a login from another origin.
    route(ctx, 'get', '/api/customers/:id/overdue/invoices', 'customers.overdue', ({ params }) => {
      expirePendingUpdates(store);
      const data = store.read();
      const customer = findCustomer(data, params.id ?? '');
      if (!customer) throw refuse(404, 'Customer not found');
      assertCanSee(data, customer.id);
      return json(overdueResponse(data, { customerId: customer.id }, store.nowSeconds()));
    }),
    route(ctx, 'get', '/api/subscriptions/:id/recover-info', 'subscriptions.recoverInfo', ({ params }) => {
      const subscription = readSubscription(store, params.id ?? '');
      return json({ subscription, needStake: needsStake(subscription) });
    }),
    route(ctx, 'put', '/api/subscriptions/:id/recover', 'subscriptions.recover', ({ params }) => json(recoverSubscription(store, params.id ?? ''))),
    route(ctx, 'put', '/api/subscriptions/:id/cancel', 'subscriptions.cancel', ({ params, body }) => json(cancelSubscription(store, params.id ?? '', body))),
    route(ctx, 'get', '/api/subscriptions/:id/change-plan/preview', 'subscriptions.changePlanPreview', ({ params, url }) =>
      json(previewPlanChange(store, params.id ?? '', url.searchParams.get('price_id') ?? '').preview),
    ),
    route(ctx, 'put', '/api/subscriptions/:id/change-plan', 'subscriptions.changePlan', ({ params, body }) => {
      // Who may change it is decided before what they sent is checked (no validation answers for others' ids).
      readSubscription(store, params.id ?? '');
      const result = changePlan(store, params.id ?? '', body);
      return json({ ...result, invoice: result.invoice ? publicView(result.invoice) : null });
    }),
    // The payer declined or abandoned the payment of a plan change: drop it, void its invoice.
    route(ctx, 'delete', '/api/subscriptions/:id/pending-update', 'subscriptions.cancelPendingUpdate', ({ params }) =>
      json(cancelPendingUpdate(store, params.id ?? '')),
    ),
    route(ctx, 'put', '/api/subscriptions/:id/change-payment', 'subscriptions.changePayment', ({ params, body }) =>
      json(changePaymentMethod(store, params.id ?? '', str(body.currency_id))),
    ),
  ];
}
