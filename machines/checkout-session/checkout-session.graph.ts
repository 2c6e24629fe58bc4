// The session machine for path generation: inert actors and event payloads that reach every
// branch. Shared by its path test, the QA CLI and the coverage gate (machines/registry.ts).
import { fromPromise } from 'xstate';
import type { CheckoutSession, Price, RetrieveCheckoutResponse } from '@domain/model';
import { defineGraph } from '@machines/test-kit/machine-graph';
import { recordInContext } from '@machines/test-kit/record-in-context';
import { makePrice, makeSession } from '@test/fixtures/checkout';
import { checkoutSessionMachine, type CheckoutSessionContext } from './checkout-session.machine';
import { checkoutSessionOracle } from './checkout-session.oracle';
import type { LineItemChange } from './line-item-change';

const NOW = Date.UTC(2026, 0, 1);
/** docs/spec/checkout-and-billing.md §5 and issue 30: refused at its field, not toasted. */
const AT_FIELD: readonly LineItemChange['kind'][] = ['quantity', 'amount', 'applyPromotion'];
const open = makeSession({ id: 'cs_open' });
const loaded = (checkoutSession: CheckoutSession) => ({
  type: 'xstate.done.actor.loadSession',
  output: { checkoutSession },
});
const apiError = (code: string) => Object.assign(new Error(code), { code });

const events = {
  'xstate.done.actor.loadSession': [
    loaded(open),
    loaded(makeSession({ id: 'cs_expired', expires_at: NOW / 1000 - 60 })),
    loaded(makeSession({ id: 'cs_empty', line_items: [] })),
    loaded(makeSession({ id: 'cs_complete', status: 'complete', payment_status: 'paid' })),
  ],
  'xstate.error.actor.loadSession': [
    { type: 'xstate.error.actor.loadSession', error: new Error('not found') },
  ],
  'xstate.done.actor.lineItemChange': [{ type: 'xstate.done.actor.lineItemChange', output: open }],
  'xstate.error.actor.lineItemChange': [
    { type: 'xstate.error.actor.lineItemChange', error: apiError('REQUIRE_CROSS_SELL') },
    { type: 'xstate.error.actor.lineItemChange', error: apiError('INVENTORY') },
  ],
  'xstate.done.actor.crossSell': [
    { type: 'xstate.done.actor.crossSell', output: makePrice({ id: 'price_addon' }) },
  ],
  'xstate.error.actor.crossSell': [{ type: 'xstate.error.actor.crossSell', error: new Error('none') }],
  // Two line items: a quantity waits per line item, so a second item's change waits beside the first's.
  'user.changeQuantity': [
    { type: 'user.changeQuantity', itemId: 'li_1', quantity: 2 },
    { type: 'user.changeQuantity', itemId: 'li_2', quantity: 1 },
  ],
  'user.upsell': [{ type: 'user.upsell', fromPriceId: 'price_monthly', toPriceId: 'price_yearly' }],
  'user.downsell': [{ type: 'user.downsell', fromPriceId: 'price_yearly' }],
  'user.addCrossSell': [{ type: 'user.addCrossSell', priceId: 'price_addon' }],
  'user.setAmount': [{ type: 'user.setAmount', priceId: 'price_one_time', amount: '500' }],
  'user.applyPromotion': [{ type: 'user.applyPromotion', code: 'SAVE20', currencyId: 'pc_abt' }],
  'user.removePromotion': [{ type: 'user.removePromotion' }],
  'user.recalculatePromotion': [{ type: 'user.recalculatePromotion', currencyId: 'pc_usd' }],
  'checkout.completed': [
    {
      type: 'checkout.completed',
      session: makeSession({ id: 'cs_open', status: 'complete', payment_status: 'paid' }),
    },
  ],
};

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

export const checkoutSessionGraph = defineGraph({
  machine: checkoutSessionMachine.provide({
    actors: {
      loadSession: never<RetrieveCheckoutResponse, { id: string }>(),
      fetchCrossSell: never<Price | null, { sessionId: string }>(),
      applyLineItemChange: never<CheckoutSession, { sessionId: string; change: LineItemChange }>(),
    },
    actions: {
      // The toasts, in order, for the oracle.
      notify: recordInContext('notices'),
    },
  }),
  options: {
    input: { id: open.id, now: () => NOW },
    events,
    simplePaths: false,
    // The outcome guards read which session was loaded; hasQueuedChange whether a change waits,
    // refusedAtField which change is on its way: the kinds the spec shows at their field are kept
    // apart (read here, not from refusedAtField, so a machine that toasts one of them is still
    // driven to refuse it), so each kind's refusal is taken and judged at its field.
    serializeContext: (context: CheckoutSessionContext) => [
      context.session?.id ?? null,
      // None, one or more waiting: from two waiting, a change of either target shows which it replaces.
      context.queued.length > 0,
      context.change !== null && AT_FIELD.includes(context.change.kind) ? context.change.kind : context.change !== null,
      // A refusal kept at its field: from there, asking again for its target (or another) is judged.
      context.refused.length > 0,
    ],
  },
  oracle: checkoutSessionOracle,
});
