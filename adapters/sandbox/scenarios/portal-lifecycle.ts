// Subscriptions for the lifecycle walk (docs/portal.md): several plans to change to (an upgrade that
// must be paid, a cheaper rate that is not), none to change to, cancelled, metered.
import { fromTokenToUnit } from '@domain/money';
import type { Price, Recurring } from '@domain/model';
import { CURRENCY } from '../catalog/currencies';
import { DID } from '../catalog/identities';
import { PRICE } from '../catalog/prices';
import type { SandboxData } from '../model';
import { DAY } from './build';
import { addSubscription } from './portal-build';
import type { Scenario } from './scenario';

const group = 'Portal: subscription lifecycle';

/** Extra plans of the Pro product, written next to the catalogue's monthly and yearly ones. */
export const PLAN = { weekly: 'price_pro_weekly', quarterly: 'price_pro_quarterly' } as const;

function addPlan(d: SandboxData, id: string, recurring: Recurring, token: string) {
  const base = d.prices[PRICE.proMonthly]!;
  const amount = fromTokenToUnit(token, 18);
  const plan: Price = {
    ...base,
    id,
    recurring,
    unit_amount: amount,
    upsell: null,
    currency_options: [CURRENCY.abt, CURRENCY.tba].map((currency_id) => ({ currency_id, unit_amount: amount })),
    currency_id: CURRENCY.abt,
  };
  d.prices[id] = plan;
}

export const portalLifecycle: Scenario[] = [
  {
    id: 'subscription-plans',
    group,
    title: 'Several plans to change to',
    description:
      'Monthly Pro in TBA (wallet: 1 TBA), 20 days left: weekly (5 TBA) costs more per day, so the preview asks for the difference and the wallet pays it; yearly and quarterly cost less per day (nothing due). Also: change the payment method to a card (4242…) or to ABT by wallet delegation.',
    identity: 'customer',
    path: '/customer/subscription/sub_sbx_plans',
    seed: (d, now) => {
      addPlan(d, PLAN.weekly, { interval: 'week', interval_count: 1, usage_type: 'licensed' }, '5');
      addPlan(d, PLAN.quarterly, { interval: 'month', interval_count: 3, usage_type: 'licensed' }, '25');
      addSubscription(d, { id: 'sub_sbx_plans', did: DID.customer, priceId: PRICE.proMonthly, currencyId: CURRENCY.tba, status: 'active', start: now - 10 * DAY, extra: { default_payment_method_id: 'pm_arcblock' } });
    },
  },
  {
    id: 'subscription-no-plans',
    group,
    title: 'No plan to change to',
    description: 'The card-only Pro plan has no other plan: "Plan updates are not available".',
    identity: 'customer',
    path: '/customer/subscription/sub_sbx_no_plans',
    seed: (d, now) =>
      void addSubscription(d, { id: 'sub_sbx_no_plans', did: DID.customer, priceId: PRICE.proCardOnly, currencyId: CURRENCY.usd, status: 'active', start: now - 3 * DAY }),
  },
  {
    id: 'subscription-canceled',
    group,
    title: 'Cancelled subscription',
    description: 'Ended last week after "switched_service": nothing can be done with it any more.',
    identity: 'customer',
    path: '/customer/subscription/sub_sbx_canceled',
    seed: (d, now) =>
      void addSubscription(d, {
        id: 'sub_sbx_canceled',
        did: DID.customer,
        priceId: PRICE.proMonthly,
        status: 'canceled',
        start: now - 37 * DAY,
        extra: { canceled_at: now - 7 * DAY, cancel_at: now - 7 * DAY, cancelation_details: { reason: 'cancellation_requested', feedback: 'switched_service', comment: null } },
      }),
  },
  {
    id: 'subscription-metered',
    group,
    title: 'Metered subscription',
    description: 'API calls billed by usage at the period end; no plan to change to.',
    identity: 'customer',
    path: '/customer/subscription/sub_sbx_metered',
    seed: (d, now) => void addSubscription(d, { id: 'sub_sbx_metered', did: DID.customer, priceId: PRICE.apiCalls, status: 'active', start: now - 12 * DAY }),
  },
];
