import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Price, Subscription } from '@domain/model';
import type { ChangePaymentResult, ChangePlanPreview, ChangePlanResult } from '@domain/model/subscription-actions';
import type { WalletOutcome, WalletRequest } from '@machines/ports';
import { makeInvoice } from '@test/fixtures/billing';
import { makeRecurringPrice, yearly } from '@test/fixtures/checkout';
import { lifecycleSubscriptions as subs } from './subscription-lifecycle.graph';
import { subscriptionLifecycleMachine } from './subscription-lifecycle.machine';
import { subscriptionLifecycleView } from './subscription-lifecycle.view';

const yearlyPlan = makeRecurringPrice({ id: 'price_yearly', recurring: yearly });

function start(initial: Subscription, overrides: { wallet?: WalletOutcome; changePlanFails?: boolean; plans?: Price[] } = {}) {
  let current = initial;
  const walletCalls: WalletRequest[] = [];
  const actor = createActor(
    subscriptionLifecycleMachine.provide({
      actors: {
        loadSubscription: fromPromise(async () => current),
        cancelSubscription: fromPromise(async () => (current = current.status === 'trialing' ? subs.canceled : subs.cancelScheduled)),
        loadRecoverInfo: fromPromise(async () => ({ subscription: current, needStake: current.stake?.revoked === true })),
        recoverSubscription: fromPromise(async () => (current = subs.active)),
        loadPlans: fromPromise<readonly Price[], { id: string }>(async () => overrides.plans ?? [yearlyPlan]),
        previewPlan: fromPromise<ChangePlanPreview, { id: string; priceId: string }>(async () => ({ price: yearlyPlan, currency_id: 'pc_abt', amount_due: '5', proration_credit: '1', next_billing_at: 1, requires_payment: true })),
        changePlan: fromPromise<ChangePlanResult, { id: string; priceId: string }>(async () => {
          if (overrides.changePlanFails) throw new Error('Failed to upgrade your subscription');
          return { subscription: current, invoice: makeInvoice({ id: 'in_plan', status: 'open' }), requires_payment: true };
        }),
        changePayment: fromPromise<ChangePaymentResult, { id: string; currencyId: string }>(async () => ({ subscription: current, stripeContext: null })),
        connectWallet: fromPromise(async ({ input }) => {
          walletCalls.push(input);
          if (input.action === 're-stake') current = subs.active;
          return overrides.wallet ?? { status: 'approved' as const };
        }),
        watchSubscription: fromCallback(() => {}),
      },
    }),
    { input: { subscriptionId: 'sub_1' } },
  ).start();
  const view = () => subscriptionLifecycleView(actor.getSnapshot());
  const settle = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, settle, walletCalls };
}

describe('subscription lifecycle', () => {
  it('offers every action only in the phase where it is valid', async () => {
    for (const [subscription, actions] of [
      [subs.trialing, ['cancel', 'changePlan', 'changePayment']],
      [subs.active, ['cancel', 'changePlan', 'changePayment']],
      [subs.pastDue, ['payDue']],
      [subs.cancelScheduled, ['resume', 'changePayment']],
      [subs.canceled, []],
    ] as const) {
      const { view, settle } = start(subscription);
      await settle();
      expect(view().actions).toEqual(actions);
    }
  });

  it('a trial cancels at once and ends the lifecycle; an active one is scheduled to cancel', async () => {
    const trial = start(subs.trialing);
    await trial.settle();
    trial.actor.send({ type: 'user.cancel' });
    trial.actor.send({ type: 'user.submitCancel', feedback: 'unused', comment: '' });
    await trial.settle();
    expect(trial.actor.getSnapshot().status).toBe('done');
    const active = start(subs.active);
    await active.settle();
    active.actor.send({ type: 'user.cancel' });
    active.actor.send({ type: 'user.submitCancel', feedback: 'too_expensive', comment: 'cheaper elsewhere' });
    await active.settle();
    expect(active.view().phase).toBe('cancelScheduled');
  });

  it('resuming with a revoked stake asks the wallet for a re-stake first', async () => {
    const { actor, view, settle, walletCalls } = start({ ...subs.cancelScheduled, stake: { revoked: true } });
    await settle();
    actor.send({ type: 'user.resume' });
    await settle();
    expect(view().dialog).toMatchObject({ kind: 'resume', step: 'confirmingRestake' });
    actor.send({ type: 'user.confirm' });
    await settle();
    expect(walletCalls).toEqual([{ action: 're-stake', extraParams: { subscriptionId: 'sub_1' } }]);
    expect(view().phase).toBe('active');
  });

  it('a plan change pays the open invoice through the wallet; a failed change keeps the plan and says so', async () => {
    const ok = start(subs.active);
    await ok.settle();
    ok.actor.send({ type: 'user.changePlan' });
    await ok.settle();
    ok.actor.send({ type: 'user.choosePlan', priceId: 'price_yearly' });
    await ok.settle();
    expect(ok.view().dialog).toMatchObject({ kind: 'plan', step: 'confirming', preview: { amount_due: '5' } });
    ok.actor.send({ type: 'user.confirm' });
    await ok.settle();
    expect(ok.walletCalls).toEqual([{ action: 'collect', extraParams: { invoiceId: 'in_plan' } }]);
    expect(ok.view().dialog).toMatchObject({ kind: 'plan', step: 'succeeded' });

    const failing = start(subs.active, { changePlanFails: true });
    await failing.settle();
    failing.actor.send({ type: 'user.changePlan' });
    await failing.settle();
    failing.actor.send({ type: 'user.choosePlan', priceId: 'price_yearly' });
    await failing.settle();
    failing.actor.send({ type: 'user.confirm' });
    await failing.settle();
    expect(failing.view()).toMatchObject({ dialog: { kind: 'plan', step: 'failed' }, error: 'Failed to upgrade your subscription' });
  });

  it('says plan updates are not available when there is nothing to change to', async () => {
    const { actor, view, settle } = start(subs.active, { plans: [] });
    await settle();
    actor.send({ type: 'user.changePlan' });
    await settle();
    expect(view().dialog).toMatchObject({ kind: 'plan', step: 'unavailable' });
  });

  it('a wallet payment method is delegated in the wallet before it is saved', async () => {
    const { actor, view, settle, walletCalls } = start(subs.active);
    await settle();
    actor.send({ type: 'user.changePayment' });
    actor.send({ type: 'user.choosePayment', currencyId: 'pc_tba', card: false });
    await settle();
    expect(walletCalls[0]).toEqual({ action: 'change-payment', extraParams: { subscriptionId: 'sub_1', currencyId: 'pc_tba' } });
    expect(view().dialog).toMatchObject({ kind: 'payment', step: 'succeeded' });
  });
});
