// Contract tests of the portal endpoints: overdue, collect-batch, lists, subscription actions, auto top-up.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSandbox } from '../sandbox/testing/harness';
import { createBillingApi, getInvoice, listCreditGrants, listCreditTransactions, listInvoices, listPaymentIntents } from './billing';
import { cancelSubscription, changePaymentMethod, changePlan, getRecoverInfo, previewPlanChange, recoverSubscription } from './subscriptions';
import { getAutoTopUp, submitAutoTopUp } from './auto-top-up';
import { getBenefits } from './payment-links';

const OWNER_CUSTOMER = 'cus_sandboxowner';

describe('billing endpoints against the sandbox', () => {
  // The sandbox's clock is the real one: the plan-change preview prorates to the second, so a
  // busy machine taking over a second between the seed and the preview changed the amount. Date
  // stands still for this file (timers stay real: the HTTP client's time-outs still run).
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const { http, sandbox, as } = useSandbox();
  const billing = createBillingApi(http);

  it('lists overdue invoices per currency; collect-batch pays them, emits invoice.paid and reactivates the subscription', async () => {
    as('owner');
    const overdue = await billing.overdueInvoices({ subscriptionId: 'sub_sbx_past_due' });
    expect(overdue.invoices).toHaveLength(2);
    expect(overdue.summary.pc_abt?.amount).toBe('20000000000000000000');
    const events: string[] = [];
    sandbox.store.onEvent((event) => events.push(`${event.type}:${event.data.subscription_id}`));
    const outcome = sandbox.controls.wallet.connect({ action: 'collect-batch', extraParams: { currencyId: 'pc_abt', subscriptionId: 'sub_sbx_past_due' } });
    expect(sandbox.controls.wallet.pending()?.amount).toBe('20000000000000000000');
    await sandbox.controls.wallet.approve();
    await expect(outcome).resolves.toMatchObject({ status: 'approved' });
    expect(events).toEqual(['invoice.paid:sub_sbx_past_due', 'invoice.paid:sub_sbx_past_due']);
    expect((await billing.overdueInvoices({ customerId: OWNER_CUSTOMER })).invoices).toHaveLength(0);
    expect((await getInvoice(http, 'in_sbx_owner_due_0')).status).toBe('paid');
    expect(sandbox.controls.data().subscriptions.sub_sbx_past_due?.status).toBe('active');
  });

  it('two currencies, one card: the card currency cannot be collected in the wallet', async () => {
    as('admin');
    const me = await billing.customerMe();
    const overdue = await billing.overdueInvoices({ customerId: me!.id });
    expect(Object.keys(overdue.summary).sort()).toEqual(['pc_abt', 'pc_usd']);
    expect(overdue.summary.pc_usd?.method.type).toBe('stripe');
    const outcome = sandbox.controls.wallet.connect({ action: 'collect-batch', extraParams: { currencyId: 'pc_usd', customerId: me!.did! } });
    await sandbox.controls.wallet.approve();
    await expect(outcome).resolves.toMatchObject({ status: 'declined', reason: 'This payment method is not supported' });
  });

  it('refuses an overdue query without a target, as the spec says', async () => {
    await expect(billing.overdueInvoices({ customerId: '' })).rejects.toMatchObject({ message: 'Either subscriptionId or customerId must be provided' });
  });

  it('filters invoices by status, staking and zero totals, and pages them', async () => {
    const all = await listInvoices(http, { subscription_id: 'sub_sbx_active', include_staking: true });
    expect(all.count).toBe(4);
    expect(all.subscription?.id).toBe('sub_sbx_active');
    expect((await listInvoices(http, { subscription_id: 'sub_sbx_active' })).count).toBe(3);
    expect((await listInvoices(http, { subscription_id: 'sub_sbx_active', ignore_zero: true })).count).toBe(2);
    expect((await listInvoices(http, { status: 'uncollectible' })).list.map((i) => i.id)).toEqual(['in_sbx_uncollectible']);
    expect((await listInvoices(http, { page: 2, pageSize: 2 })).list).toHaveLength(2);
  });

  it("hides other customers' records", async () => {
    await expect(getInvoice(http, 'in_sbx_owner_due_0')).rejects.toMatchObject({ details: { status: 403 } });
  });

  it('pays an uncollectible invoice with collect', async () => {
    const outcome = sandbox.controls.wallet.connect({ action: 'collect', extraParams: { invoiceId: 'in_sbx_uncollectible' } });
    await sandbox.controls.wallet.approve();
    await outcome;
    expect((await getInvoice(http, 'in_sbx_uncollectible')).status).toBe('paid');
  });

  it('lists credit grants in every status, transactions and payment intents', async () => {
    const grants = await listCreditGrants(http, { pageSize: 50 });
    expect(new Set(grants.list.map((g) => g.status))).toEqual(new Set(['granted', 'pending', 'expired', 'depleted', 'voided']));
    expect((await listCreditGrants(http, { status: 'granted' })).count).toBe(1);
    expect((await listCreditTransactions(http, { credit_grant_id: 'cg_sbx_depleted' })).count).toBe(1);
    // Every paid invoice is a payment (never the stake): the four beside the invoice history.
    const payments = await listPaymentIntents(http);
    expect(payments.list.map((p) => [p.status, p.metadata?.invoice_id]).sort()).toEqual(
      ['in_sbx_active_1', 'in_sbx_active_2', 'in_sbx_completed', 'in_sbx_paid'].map((id) => ['succeeded', id]),
    );
  });

  it('cancels at period end with feedback, resumes; a trial cancels at once', async () => {
    const canceled = await cancelSubscription(http, 'sub_sbx_active', { feedback: 'too_expensive', comment: 'pricey' });
    expect(canceled).toMatchObject({ status: 'active', cancel_at_period_end: true, cancelation_details: { feedback: 'too_expensive', comment: 'pricey' } });
    expect((await getRecoverInfo(http, 'sub_sbx_active')).needStake).toBe(false);
    expect((await recoverSubscription(http, 'sub_sbx_active')).cancel_at_period_end).toBe(false);
    expect((await cancelSubscription(http, 'sub_sbx_trialing', { feedback: 'unused' })).status).toBe('canceled');
    await expect(cancelSubscription(http, 'sub_sbx_active', { feedback: 'bored' as never })).rejects.toMatchObject({ message: /^Validate failed: feedback/ });
  });

  it('a revoked stake needs a re-stake to resume', async () => {
    expect((await getRecoverInfo(http, 'sub_sbx_stake_revoked')).needStake).toBe(true);
    await expect(recoverSubscription(http, 'sub_sbx_stake_revoked')).rejects.toMatchObject({ code: 'STAKE_REQUIRED' });
    const outcome = sandbox.controls.wallet.connect({ action: 're-stake', extraParams: { subscriptionId: 'sub_sbx_stake_revoked' } });
    await sandbox.controls.wallet.approve();
    await outcome;
    expect((await getRecoverInfo(http, 'sub_sbx_stake_revoked')).subscription).toMatchObject({ cancel_at_period_end: false, stake: { revoked: false } });
  });

  it('previews and applies a plan change; a funded wallet pays what is due today', async () => {
    // Weekly Pro costs more per day than monthly: the rest of the period is charged at the new rate.
    const preview = await previewPlanChange(http, 'sub_sbx_active', 'price_pro_weekly');
    expect(preview.requires_payment).toBe(true);
    // 20 of 30 days left: (5/7 − 10/30) ABT a day × 20 days, truncated (domain/proration).
    expect(preview.amount_due).toBe('7619047619047619047');
    expect((await previewPlanChange(http, 'sub_sbx_active', 'price_pro_yearly')).amount_due).toBe('0');
    const result = await changePlan(http, 'sub_sbx_active', { priceId: 'price_pro_weekly', prorationDate: preview.proration_date, amountDue: preview.amount_due });
    expect(result).toMatchObject({ requires_payment: false, invoice: { status: 'paid', billing_reason: 'subscription_update' } });
    expect(result.subscription.items?.[0]?.price_id).toBe('price_pro_weekly');
    await expect(previewPlanChange(http, 'sub_sbx_active', 'price_ebook')).rejects.toMatchObject({ message: 'Plan updates are not available' });
  });

  it('changes the payment method: a card needs a setup intent, a wallet currency a signed delegation', async () => {
    const card = await changePaymentMethod(http, 'sub_sbx_active', 'pc_usd');
    expect(card.stripeContext?.intent_type).toBe('setup_intent');
    // Nothing changes until the card is set up (adapters/sandbox/engine/payment-method.test.ts).
    expect(card.subscription.currency_id).toBe('pc_abt');
    const delegated = sandbox.controls.wallet.connect({ action: 'change-payment', extraParams: { subscriptionId: 'sub_sbx_active', currencyId: 'pc_tba' } });
    await sandbox.controls.wallet.approve();
    await delegated;
    const chain = await changePaymentMethod(http, 'sub_sbx_active', 'pc_tba');
    expect(chain.subscription.currency_id).toBe('pc_tba');
  });

  it('reads and submits the auto top-up config; a zero threshold is refused', async () => {
    const config = await getAutoTopUp(http, 'z1SandboxCustomerAliceXXXXXXXXXXXXXX', 'pc_credit');
    expect(config).toMatchObject({ enabled: true, threshold: '100' });
    await expect(submitAutoTopUp(http, { currency_id: 'pc_credit', enabled: true, threshold: '0', price_id: 'price_credit_pack', quantity: 1 })).rejects.toMatchObject({
      message: 'Validate failed: threshold: Threshold must be greater than 0',
    });
    const changed = await submitAutoTopUp(http, { currency_id: 'pc_credit', enabled: true, threshold: '50', price_id: 'price_credit_pack', quantity: 2, payment_method_id: 'pm_arcblock', recharge_currency_id: 'pc_abt' });
    // The wallet's ABT delegation (100) covers a purchase (2 × 10 ABT): it authorises as it is.
    expect(changed.config.payer).toBe('z1SandboxCustomerAliceXXXXXXXXXXXXXX');
    expect(changed.balanceResult.sufficient).toBe(true);
  });

  it('lists donation beneficiaries', async () => {
    const benefits = await getBenefits(http, 'plink_sbx_donation_shared');
    expect(benefits.map((b) => b.percent)).toEqual(['50', '30', '20']);
  });
});
