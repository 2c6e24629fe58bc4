import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Price, Subscription } from '@domain/model';
import type { ChangePaymentResult, ChangePlanPreview, ChangePlanResult } from '@domain/model/subscription-actions';
import type { Notice, RealtimeEvent, WalletOutcome, WalletRequest } from '@machines/ports';
import { makeInvoice } from '@test/fixtures/billing';
import { makeRecurringPrice, yearly } from '@test/fixtures/checkout';
import { onYearlyPlan, lifecycleSubscriptions as subs } from './subscription-lifecycle.graph';
import { subscriptionLifecycleImplementations } from './subscription-lifecycle.actors';
import { subscriptionLifecycleMachine, type PlanChangeRequest } from './subscription-lifecycle.machine';
import { subscriptionLifecycleView } from './subscription-lifecycle.view';

const yearlyPlan = makeRecurringPrice({ id: 'price_yearly', recurring: yearly });

interface Overrides {
  wallet?: WalletOutcome;
  changePlanFails?: unknown;
  plans?: Price[];
  /** What the server holds after an approved payment (default: the new plan). */
  afterPayment?: Subscription;
  cancelFails?: unknown;
  /** The change-payment answer (default: the subscription as it is, no card step). */
  paymentAnswer?: ChangePaymentResult;
}

function start(initial: Subscription, overrides: Overrides = {}) {
  let current = initial;
  const walletCalls: WalletRequest[] = [];
  const changes: { id: string; priceId: string; prorationDate: number; amountDue: string }[] = [];
  const discarded: string[] = [];
  const notices: Notice[] = [];
  let invoicesChanged = 0;
  let previews = 0;
  const actor = createActor(
    subscriptionLifecycleMachine.provide({
      actors: {
        loadSubscription: fromPromise(async () => current),
        cancelSubscription: fromPromise(async () => {
          current = current.status === 'trialing' ? subs.canceled : subs.cancelScheduled;
          if (overrides.cancelFails) throw overrides.cancelFails;
          return current;
        }),
        loadRecoverInfo: fromPromise(async () => ({ subscription: current, needStake: current.stake?.revoked === true })),
        recoverSubscription: fromPromise(async () => (current = subs.active)),
        loadPlans: fromPromise<readonly Price[], { id: string }>(async () => overrides.plans ?? [yearlyPlan]),
        previewPlan: fromPromise<ChangePlanPreview, { id: string; priceId: string }>(async () => {
          previews += 1;
          // Each quote is a little later and a little cheaper (the period runs out).
          return { price: yearlyPlan, currency_id: 'pc_abt', amount_due: String(6 - previews), proration_credit: '1', next_billing_at: 1, requires_payment: true, proration_date: 1000 + previews, quote_expires_at: 1300 + previews };
        }),
        changePlan: fromPromise<ChangePlanResult, PlanChangeRequest>(async ({ input }) => {
          changes.push(input);
          if (overrides.changePlanFails) {
            const failure = overrides.changePlanFails;
            overrides.changePlanFails = undefined;
            throw failure;
          }
          // The server keeps the old plan until the invoice is paid.
          return { subscription: current, invoice: makeInvoice({ id: 'in_plan', status: 'open' }), requires_payment: true };
        }),
        cancelPendingUpdate: fromPromise<Subscription, { id: string }>(async ({ input }) => {
          discarded.push(input.id);
          return current;
        }),
        changePayment: fromPromise<ChangePaymentResult, { id: string; currencyId: string }>(async () => overrides.paymentAnswer ?? { subscription: current, stripeContext: null }),
        connectWallet: fromPromise(async ({ input }) => {
          walletCalls.push(input);
          if (input.action === 're-stake') current = subs.active;
          const outcome = overrides.wallet ?? { status: 'approved' as const };
          if (input.action === 'collect' && outcome.status === 'approved') current = overrides.afterPayment ?? onYearlyPlan;
          return outcome;
        }),
        watchSubscription: fromCallback(() => {}),
      },
      actions: {
        notify: (_, notice: Notice) => void notices.push(notice),
        invoicesChanged: () => void (invoicesChanged += 1),
      },
    }),
    { input: { subscriptionId: 'sub_1' } },
  ).start();
  const view = () => subscriptionLifecycleView(actor.getSnapshot());
  const settle = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, settle, walletCalls, changes, discarded, notices, invoicesChanged: () => invoicesChanged, current: () => current };
}

/** What the plan-dialog helpers need of a run (both start and startOverPorts give it). */
interface PlanRun {
  readonly actor: { send(event: { type: 'user.changePlan' } | { type: 'user.choosePlan'; priceId: string } | { type: 'user.confirm' }): void };
  readonly settle: () => Promise<unknown>;
}

/** Opens the plan dialog and previews the yearly plan. */
async function toPreview(run: PlanRun) {
  await run.settle();
  run.actor.send({ type: 'user.changePlan' });
  await run.settle();
  run.actor.send({ type: 'user.choosePlan', priceId: 'price_yearly' });
  await run.settle();
}

/** Previews the yearly plan and confirms it. */
async function toConfirm(run: PlanRun) {
  await toPreview(run);
  run.actor.send({ type: 'user.confirm' });
  await run.settle();
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

  it('a scheduled cancellation says when it ends; an immediate one that it has been cancelled', async () => {
    const active = start(subs.active);
    await active.settle();
    active.actor.send({ type: 'user.cancel' });
    active.actor.send({ type: 'user.submitCancel', feedback: 'unused', comment: '' });
    await active.settle();
    expect(active.notices).toEqual([{ tone: 'success', key: 'portal.cancel.scheduled', params: { date: '2025-02-01' } }]);
    const trial = start(subs.trialing);
    await trial.settle();
    trial.actor.send({ type: 'user.cancel' });
    trial.actor.send({ type: 'user.submitCancel', feedback: 'unused', comment: '' });
    await waitFor(trial.actor, (s) => s.status === 'done');
    expect(trial.notices).toEqual([{ tone: 'success', key: 'portal.cancel.done' }]);
  });

  it('a cancel whose answer was lost reads the subscription again instead of showing it active', async () => {
    // The server cancelled (at the period end) but its answer never came back.
    const lost = start(subs.active, { cancelFails: Object.assign(new Error('Network error'), { kind: 'network' }) });
    await lost.settle();
    lost.actor.send({ type: 'user.cancel' });
    lost.actor.send({ type: 'user.submitCancel', feedback: 'unused', comment: '' });
    await lost.settle();
    expect(lost.view()).toMatchObject({ phase: 'cancelScheduled', dialog: { kind: 'none' } });
    expect(lost.notices).toEqual([{ tone: 'warning', key: 'portal.cancel.unconfirmed' }]);
    // A refused cancel (an answer) keeps the dialog with its error.
    const refused = start(subs.active, { cancelFails: Object.assign(new Error('This subscription is already canceled'), { kind: 'http' }) });
    await refused.settle();
    refused.actor.send({ type: 'user.cancel' });
    refused.actor.send({ type: 'user.submitCancel', feedback: 'unused', comment: '' });
    await refused.settle();
    expect(refused.view()).toMatchObject({ dialog: { kind: 'cancel', step: 'editing' }, error: 'This subscription is already canceled' });
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

  it('a plan change is confirmed at the quote it showed, pays the open invoice in the wallet, and succeeds only once the server shows the new plan', async () => {
    const ok = start(subs.active);
    await toPreview(ok);
    expect(ok.view().dialog).toMatchObject({ kind: 'plan', step: 'confirming', preview: { amount_due: '5', proration_date: 1001 } });
    ok.actor.send({ type: 'user.confirm' });
    await ok.settle();
    // The confirm carries the quote: its time and the amount the button showed.
    expect(ok.changes).toEqual([{ id: 'sub_1', priceId: 'price_yearly', prorationDate: 1001, amountDue: '5' }]);
    expect(ok.walletCalls).toEqual([{ action: 'collect', extraParams: { invoiceId: 'in_plan' } }]);
    expect(ok.view()).toMatchObject({ dialog: { kind: 'plan', step: 'succeeded' }, subscription: { items: [{ price_id: 'price_yearly' }] } });
    expect(ok.invoicesChanged()).toBeGreaterThanOrEqual(2);

    const failing = start(subs.active, { changePlanFails: new Error('Failed to upgrade your subscription') });
    await toPreview(failing);
    failing.actor.send({ type: 'user.confirm' });
    await failing.settle();
    expect(failing.view()).toMatchObject({ dialog: { kind: 'plan', step: 'failed' }, error: 'Failed to upgrade your subscription' });
  });

  it('while the wallet is asked, the dialog still calls the old plan current', async () => {
    let release: (outcome: WalletOutcome) => void = () => {};
    const waiting = createActor(
      subscriptionLifecycleMachine.provide({
        actors: {
          loadSubscription: fromPromise(async () => subs.active),
          loadPlans: fromPromise<readonly Price[], { id: string }>(async () => [yearlyPlan]),
          previewPlan: fromPromise<ChangePlanPreview, { id: string; priceId: string }>(async () => ({ price: yearlyPlan, currency_id: 'pc_abt', amount_due: '5', proration_credit: '1', next_billing_at: 1, requires_payment: true, proration_date: 1, quote_expires_at: 301 })),
          changePlan: fromPromise<ChangePlanResult, PlanChangeRequest>(async () => ({ subscription: { ...subs.active, pending_update: { price_id: 'price_yearly', invoice_id: 'in_plan', expires_at: 301 } }, invoice: makeInvoice({ id: 'in_plan', status: 'open' }), requires_payment: true })),
          connectWallet: fromPromise(() => new Promise<WalletOutcome>((resolve) => (release = resolve))),
          watchSubscription: fromCallback(() => {}),
        },
      }),
      { input: { subscriptionId: 'sub_1' } },
    ).start();
    await waitFor(waiting, (s) => s.matches('active'));
    waiting.send({ type: 'user.changePlan' });
    await waitFor(waiting, (s) => s.matches({ planChange: 'choosing' }));
    waiting.send({ type: 'user.choosePlan', priceId: 'price_yearly' });
    await waitFor(waiting, (s) => s.matches({ planChange: 'confirming' }));
    waiting.send({ type: 'user.confirm' });
    await waitFor(waiting, (s) => s.matches({ planChange: 'paying' }));
    const view = subscriptionLifecycleView(waiting.getSnapshot());
    expect(view.subscription?.items?.[0]?.price_id).toBe('price_monthly');
    expect(view.dialog).toMatchObject({ kind: 'plan', step: 'paying', plans: [{ id: 'price_yearly' }] });
    release({ status: 'cancelled' });
  });

  it('a declined or cancelled payment drops the change (the server voids its invoice) and keeps the old plan', async () => {
    for (const [outcome, notice] of [
      [{ status: 'declined', reason: 'no' }, 'declined'],
      [{ status: 'cancelled' }, 'cancelled'],
    ] as const) {
      const run = start(subs.active, { wallet: outcome });
      await toPreview(run);
      run.actor.send({ type: 'user.confirm' });
      await run.settle();
      expect(run.discarded).toEqual(['sub_1']);
      expect(run.view()).toMatchObject({ dialog: { kind: 'plan', step: 'failed', notice }, subscription: { items: [{ price_id: 'price_monthly' }] } });
      run.actor.send({ type: 'user.close' });
      await run.settle();
      expect(run.view()).toMatchObject({ phase: 'active', dialog: { kind: 'none' }, subscription: { items: [{ price_id: 'price_monthly' }] } });
    }
  });

  it('an approved payment the server does not show as the new plan is not called a success', async () => {
    const run = start(subs.active, { afterPayment: subs.active });
    await toPreview(run);
    run.actor.send({ type: 'user.confirm' });
    await run.settle();
    expect(run.view().dialog).toMatchObject({ kind: 'plan', step: 'failed', notice: 'notConfirmed' });
    expect(run.notices.map((n) => n.key)).not.toContain('portal.plan.done');
  });

  it('an expired quote is previewed again with a notice, and the new amount is what the next confirm sends', async () => {
    const expired = Object.assign(new Error('old'), { kind: 'http', code: 'QUOTE_EXPIRED' });
    const run = start(subs.active, { changePlanFails: expired });
    await toPreview(run);
    run.actor.send({ type: 'user.confirm' });
    await run.settle();
    expect(run.view()).toMatchObject({ dialog: { kind: 'plan', step: 'confirming', notice: 'quoteExpired', preview: { amount_due: '4', proration_date: 1002 } }, error: null });
    expect(run.walletCalls).toEqual([]);
    run.actor.send({ type: 'user.confirm' });
    await run.settle();
    expect(run.changes.map((c) => [c.prorationDate, c.amountDue])).toEqual([
      [1001, '5'],
      [1002, '4'],
    ]);
    expect(run.view().dialog).toMatchObject({ step: 'succeeded' });
  });

  it('says plan updates are not available when there is nothing to change to', async () => {
    const { actor, view, settle } = start(subs.active, { plans: [] });
    await settle();
    actor.send({ type: 'user.changePlan' });
    await settle();
    expect(view().dialog).toMatchObject({ kind: 'plan', step: 'unavailable' });
  });

  it('a card is not shown as the method until the server confirms it: closing the card form re-reads the old one', async () => {
    // Even an answer that already names the card (a server that switched too early) is not shown.
    const onCard: Subscription = { ...subs.active, currency_id: 'pc_usd', default_payment_method_id: 'pm_stripe' };
    const run = start(subs.active, { paymentAnswer: { subscription: onCard, stripeContext: { client_secret: 'seti_1_secret', intent_type: 'setup_intent', status: 'requires_payment_method' } } });
    await run.settle();
    run.actor.send({ type: 'user.changePayment' });
    expect(run.view().dialog).toEqual({ kind: 'payment', step: 'choosing', clientSecret: null, intentType: null });
    run.actor.send({ type: 'user.choosePayment', currencyId: 'pc_usd', card: true });
    await waitFor(run.actor, (s) => s.matches({ paymentChange: 'cardSetup' }));
    // The card form gets the set-up intent's secret and kind.
    expect(run.view().dialog).toEqual({ kind: 'payment', step: 'cardSetup', clientSecret: 'seti_1_secret', intentType: 'setup_intent' });
    expect(run.view().subscription?.currency_id).toBe(subs.active.currency_id);
    run.actor.send({ type: 'user.close' });
    await run.settle();
    expect(run.view().dialog).toEqual({ kind: 'none' });
    expect(run.view().subscription?.currency_id).toBe(subs.active.currency_id);
    expect(run.view().subscription?.default_payment_method_id).toBe(subs.active.default_payment_method_id);
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

// The lifecycle over fake ports, through subscriptionLifecycleImplementations (the composition
// root's wiring): which call each step makes, for which subscription, with which fields.
const quote: ChangePlanPreview = { price: yearlyPlan, currency_id: 'pc_abt', amount_due: '5', proration_credit: '1', next_billing_at: 1, requires_payment: true, proration_date: 1001, quote_expires_at: 1301 };

function startOverPorts(initial: Subscription, options: { wallet?: WalletOutcome; invoicesChanged?: boolean; subscriptionId?: string } = {}) {
  let current = initial;
  let push: (event: RealtimeEvent) => void = () => {};
  const unsubscribe = vi.fn();
  const notices: Notice[] = [];
  const invoicesChanged = vi.fn();
  const subscriptions = {
    get: vi.fn(async (_id: string, _signal?: AbortSignal) => current),
    cancel: vi.fn(async (_id: string, _request: { feedback: string; comment: string }) => (current = subs.cancelScheduled)),
    recoverInfo: vi.fn(async (_id: string, _signal?: AbortSignal) => ({ subscription: current, needStake: false })),
    recover: vi.fn(async (_id: string) => (current = subs.active)),
    planOptions: vi.fn(async (_id: string, _signal?: AbortSignal): Promise<readonly Price[]> => [yearlyPlan]),
    previewPlan: vi.fn(async (_id: string, _priceId: string, _signal?: AbortSignal) => quote),
    changePlan: vi.fn(async (_id: string, _quote: { priceId: string; prorationDate: number; amountDue: string }): Promise<ChangePlanResult> => ({ subscription: current, invoice: makeInvoice({ id: 'in_plan', status: 'open' }), requires_payment: true })),
    cancelPendingUpdate: vi.fn(async (_id: string) => current),
    changePayment: vi.fn(async (_id: string, _currencyId: string): Promise<ChangePaymentResult> => ({ subscription: current, stripeContext: null })),
  };
  const wallet = {
    connect: vi.fn(async (request: WalletRequest, _signal?: AbortSignal): Promise<WalletOutcome> => {
      const outcome = options.wallet ?? { status: 'approved' };
      if (request.action === 'collect' && outcome.status === 'approved') current = onYearlyPlan;
      return outcome;
    }),
  };
  const implementations = subscriptionLifecycleImplementations({
    subscriptions,
    wallet,
    realtime: {
      subscribe: (listener) => {
        push = listener;
        return unsubscribe;
      },
    },
    notifier: { notify: (notice) => void notices.push(notice) },
    ...(options.invoicesChanged === false ? {} : { onInvoicesChanged: invoicesChanged }),
  });
  const actor = createActor(subscriptionLifecycleMachine.provide(implementations), { input: { subscriptionId: options.subscriptionId ?? 'sub_1' } }).start();
  const settle = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, subscriptions, wallet, notices, invoicesChanged, unsubscribe, settle, push: (event: RealtimeEvent) => push(event), view: () => subscriptionLifecycleView(actor.getSnapshot()) };
}

describe('subscription lifecycle over its ports', () => {
  it('loads, cancels with the feedback given and resumes, each call for the subscription of the page', async () => {
    const run = startOverPorts(subs.active, { subscriptionId: 'sub_42' });
    await run.settle();
    expect(run.subscriptions.get).toHaveBeenCalledWith('sub_42', expect.any(AbortSignal));
    run.actor.send({ type: 'user.cancel' });
    run.actor.send({ type: 'user.submitCancel', feedback: 'too_expensive', comment: 'cheaper elsewhere' });
    await run.settle();
    expect(run.subscriptions.cancel).toHaveBeenCalledWith('sub_42', { feedback: 'too_expensive', comment: 'cheaper elsewhere' });
    expect(run.view().phase).toBe('cancelScheduled');
    expect(run.notices).toEqual([{ tone: 'success', key: 'portal.cancel.scheduled', params: { date: '2025-02-01' } }]);
    run.actor.send({ type: 'user.resume' });
    await run.settle();
    expect(run.subscriptions.recoverInfo).toHaveBeenCalledWith('sub_42', expect.any(AbortSignal));
    run.actor.send({ type: 'user.confirm' });
    await run.settle();
    expect(run.subscriptions.recover).toHaveBeenCalledWith('sub_42');
    expect(run.view().phase).toBe('active');
    expect(run.notices.at(-1)).toEqual({ tone: 'success', key: 'portal.resume.done' });
  });

  it('a scheduled cancellation names the day it takes effect: cancel_at when the server set one, otherwise the period end', async () => {
    for (const [answer, date] of [
      [{ ...subs.cancelScheduled, cancel_at: 1740787200 }, '2025-03-01'],
      [{ ...subs.cancelScheduled, cancel_at: null, current_period_end: 1743465600 }, '2025-04-01'],
    ] as const) {
      const run = startOverPorts(subs.active);
      run.subscriptions.cancel.mockResolvedValueOnce(answer as Subscription);
      await run.settle();
      run.actor.send({ type: 'user.cancel' });
      run.actor.send({ type: 'user.submitCancel', feedback: 'unused', comment: '' });
      await run.settle();
      expect(run.notices).toEqual([{ tone: 'success', key: 'portal.cancel.scheduled', params: { date } }]);
    }
  });

  it('a plan change: the plans, the quote, the change at that quote and the collect of its invoice, for this subscription', async () => {
    const run = startOverPorts(subs.active);
    await run.settle();
    run.actor.send({ type: 'user.changePlan' });
    await run.settle();
    expect(run.subscriptions.planOptions).toHaveBeenCalledWith('sub_1', expect.any(AbortSignal));
    run.actor.send({ type: 'user.choosePlan', priceId: 'price_yearly' });
    await run.settle();
    expect(run.subscriptions.previewPlan).toHaveBeenCalledWith('sub_1', 'price_yearly', expect.any(AbortSignal));
    run.actor.send({ type: 'user.confirm' });
    await run.settle();
    expect(run.subscriptions.changePlan).toHaveBeenCalledWith('sub_1', { priceId: 'price_yearly', prorationDate: 1001, amountDue: '5' });
    expect(run.wallet.connect).toHaveBeenCalledWith({ action: 'collect', extraParams: { invoiceId: 'in_plan' } }, expect.any(AbortSignal));
    expect(run.view().dialog).toMatchObject({ kind: 'plan', step: 'succeeded' });
    // The invoice was made, then paid: the page's invoice list is read again each time.
    expect(run.invoicesChanged).toHaveBeenCalledTimes(2);
    expect(run.notices).toEqual([{ tone: 'success', key: 'portal.plan.done' }]);
  });

  it('a declined payment drops the pending change of this subscription', async () => {
    const run = startOverPorts(subs.active, { wallet: { status: 'declined' } });
    await toConfirm(run);
    expect(run.subscriptions.cancelPendingUpdate).toHaveBeenCalledWith('sub_1');
    expect(run.view().dialog).toMatchObject({ kind: 'plan', step: 'failed', notice: 'declined' });
  });

  it('without an invoice listener a plan change still completes', async () => {
    const run = startOverPorts(subs.active, { invoicesChanged: false });
    await toConfirm(run);
    expect(run.actor.getSnapshot().status).toBe('active');
    expect(run.view().dialog).toMatchObject({ kind: 'plan', step: 'succeeded' });
  });

  it('a wallet payment method: the delegation names the subscription and currency, then the change is saved for them', async () => {
    const run = startOverPorts(subs.active);
    await run.settle();
    run.actor.send({ type: 'user.changePayment' });
    run.actor.send({ type: 'user.choosePayment', currencyId: 'pc_tba', card: false });
    await run.settle();
    expect(run.wallet.connect).toHaveBeenCalledWith({ action: 'change-payment', extraParams: { subscriptionId: 'sub_1', currencyId: 'pc_tba' } }, expect.any(AbortSignal));
    expect(run.subscriptions.changePayment).toHaveBeenCalledWith('sub_1', 'pc_tba');
    expect(run.notices).toEqual([{ tone: 'success', key: 'portal.payment.done' }]);
  });

  it('a card payment method is saved without asking the wallet', async () => {
    const run = startOverPorts(subs.active);
    await run.settle();
    run.actor.send({ type: 'user.changePayment' });
    run.actor.send({ type: 'user.choosePayment', currencyId: 'pc_usd', card: true });
    await run.settle();
    expect(run.wallet.connect).not.toHaveBeenCalled();
    expect(run.subscriptions.changePayment).toHaveBeenCalledWith('sub_1', 'pc_usd');
  });

  it('a revoked stake is staked again in the wallet for this subscription', async () => {
    const run = startOverPorts({ ...subs.cancelScheduled, stake: { revoked: true } });
    run.subscriptions.recoverInfo.mockImplementation(async () => ({ subscription: subs.cancelScheduled, needStake: true }));
    await run.settle();
    run.actor.send({ type: 'user.resume' });
    await run.settle();
    run.actor.send({ type: 'user.confirm' });
    await run.settle();
    expect(run.wallet.connect).toHaveBeenCalledWith({ action: 're-stake', extraParams: { subscriptionId: 'sub_1' } }, expect.any(AbortSignal));
    expect(run.notices).toEqual([{ tone: 'success', key: 'portal.resume.done' }]);
  });

  it('every end of a plan change that made, paid or voided its invoice has the page read its invoices again', async () => {
    // Nothing to pay: applied at once (one change).
    const free = startOverPorts(subs.active);
    free.subscriptions.changePlan.mockResolvedValueOnce({ subscription: onYearlyPlan, invoice: null, requires_payment: false });
    await toConfirm(free);
    expect(free.view()).toMatchObject({ dialog: { kind: 'plan', step: 'succeeded' } });
    expect(free.view().subscription?.items?.[0]?.price_id).toBe('price_yearly');
    expect(free.wallet.connect).not.toHaveBeenCalled();
    expect(free.invoicesChanged).toHaveBeenCalledTimes(1);
    // Paid, but the server does not show the new plan: made, then paid.
    const unconfirmed = startOverPorts(subs.active);
    unconfirmed.wallet.connect.mockResolvedValueOnce({ status: 'approved' });
    await toConfirm(unconfirmed);
    expect(unconfirmed.view().dialog).toMatchObject({ step: 'failed', notice: 'notConfirmed' });
    expect(unconfirmed.invoicesChanged).toHaveBeenCalledTimes(2);
    // Paid, but reading the subscription again failed.
    const unread = startOverPorts(subs.active);
    unread.subscriptions.get.mockRejectedValueOnce(new Error('Service unavailable'));
    await toConfirm(unread);
    expect(unread.view()).toMatchObject({ dialog: { step: 'failed' }, error: 'Service unavailable' });
    expect(unread.invoicesChanged).toHaveBeenCalledTimes(2);
    // Declined: made, then voided (the discard answers the subscription as the server holds it).
    const declined = startOverPorts(subs.active, { wallet: { status: 'declined' } });
    declined.subscriptions.cancelPendingUpdate.mockResolvedValueOnce({ ...subs.active, description: 'Pro plan (change dropped)' });
    await toConfirm(declined);
    expect(declined.view().subscription?.description).toBe('Pro plan (change dropped)');
    expect(declined.invoicesChanged).toHaveBeenCalledTimes(2);
    // Declined and the discard failed.
    const stuck = startOverPorts(subs.active, { wallet: { status: 'declined' } });
    stuck.subscriptions.cancelPendingUpdate.mockRejectedValueOnce(new Error('Service unavailable'));
    await toConfirm(stuck);
    expect(stuck.view()).toMatchObject({ dialog: { step: 'failed' }, error: 'Service unavailable' });
    expect(stuck.invoicesChanged).toHaveBeenCalledTimes(2);
  });

  it('an invoice.paid of this subscription reads it again; another subscription’s, or another event, does not', async () => {
    const run = startOverPorts(subs.pastDue);
    await run.settle();
    expect(run.subscriptions.get).toHaveBeenCalledTimes(1);
    run.push({ type: 'invoice.paid', data: { customer_id: 'cus_1', subscription_id: 'sub_other', currency_id: 'pc_abt' } });
    run.push({ type: 'checkout.session.completed', data: { id: 'sub_1' } });
    // The relay passes every event name through (adapters/realtime/relay-realtime.ts): another
    // invoice event of this very subscription is not a payment either.
    run.push({ type: 'invoice.payment_failed', data: { customer_id: 'cus_1', subscription_id: 'sub_1', currency_id: 'pc_abt' } } as unknown as RealtimeEvent);
    expect(run.actor.getSnapshot().value).toBe('pastDue');
    run.push({ type: 'invoice.paid', data: { customer_id: 'cus_1', subscription_id: 'sub_1', currency_id: 'pc_abt' } });
    expect(run.actor.getSnapshot().value).toBe('refreshing');
    await run.settle();
    expect(run.subscriptions.get).toHaveBeenCalledTimes(2);
    expect(run.subscriptions.get).toHaveBeenLastCalledWith('sub_1', expect.any(AbortSignal));
    run.actor.stop();
    expect(run.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh keeps the phase and says why in a toast', async () => {
    const run = startOverPorts(subs.active);
    await run.settle();
    run.subscriptions.get.mockRejectedValueOnce(new Error('Service unavailable'));
    run.push({ type: 'invoice.paid', data: { customer_id: 'cus_1', subscription_id: 'sub_1', currency_id: 'pc_abt' } });
    await run.settle();
    expect(run.view().phase).toBe('active');
    expect(run.notices).toEqual([{ tone: 'error', text: 'Service unavailable' }]);
  });
});
