// Contract tests of the lifecycle endpoints the portal designed: plan options, the preview equal
// to the domain's proration, a paid upgrade, wallet delegation of a new payment method, faults.
import { describe, expect, it } from 'vitest';
import { prorate } from '@domain/proration';
import { useSandbox } from '../sandbox/testing/harness';
import { changePaymentMethod, changePlan, getSubscription, listPlanOptions, previewPlanChange } from './subscriptions';

describe('subscription lifecycle endpoints against the sandbox', () => {
  const { http, sandbox, as } = useSandbox();

  it('lists the plans of the product in the subscription currency, none for a card-only or metered plan', async () => {
    as('customer');
    expect((await listPlanOptions(http, 'sub_sbx_plans')).map((p) => p.id).sort()).toEqual(['price_pro_monthly', 'price_pro_quarterly', 'price_pro_weekly', 'price_pro_yearly']);
    expect((await listPlanOptions(http, 'sub_sbx_no_plans')).map((p) => p.id)).toEqual(['price_pro_card']);
    expect(await listPlanOptions(http, 'sub_sbx_metered')).toEqual([]);
  });

  it('previews exactly what the domain prorates, charges it as an open invoice the wallet collects', async () => {
    as('customer');
    const subscription = await getSubscription(http, 'sub_sbx_plans');
    const plans = await listPlanOptions(http, 'sub_sbx_plans');
    const plan = (id: string) => {
      const price = plans.find((p) => p.id === id)!;
      return { unitAmount: price.unit_amount, quantity: 1, recurring: price.recurring! };
    };
    const preview = await previewPlanChange(http, 'sub_sbx_plans', 'price_pro_weekly');
    // The preview is a quote: the proration for its own time, which it carries.
    const expected = prorate({ current: plan('price_pro_monthly'), next: plan('price_pro_weekly'), periodEnd: subscription.current_period_end!, now: preview.proration_date, trialing: false });
    expect(preview).toMatchObject({ amount_due: expected.amountDue, proration_credit: expected.credit, requires_payment: true, quote_expires_at: preview.proration_date + 300 });
    // Alice holds 1 TBA: the change leaves the invoice open for the wallet's collect, on the old plan.
    const result = await changePlan(http, 'sub_sbx_plans', { priceId: 'price_pro_weekly', prorationDate: preview.proration_date, amountDue: preview.amount_due });
    expect(result.invoice).toMatchObject({ status: 'open', total: expected.amountDue, billing_reason: 'subscription_update' });
    expect(result.subscription).toMatchObject({ current_period_end: subscription.current_period_end, items: [{ price_id: 'price_pro_monthly' }], pending_update: { price_id: 'price_pro_weekly', invoice_id: result.invoice!.id } });
    sandbox.controls.wallet.faucet('pc_tba');
    const paid = sandbox.controls.wallet.connect({ action: 'collect', extraParams: { invoiceId: result.invoice!.id } });
    expect(sandbox.controls.wallet.pending()?.amount).toBe(preview.amount_due);
    await sandbox.controls.wallet.approve();
    await expect(paid).resolves.toMatchObject({ status: 'approved' });
    expect((await getSubscription(http, 'sub_sbx_plans')).items?.[0]?.price_id).toBe('price_pro_weekly');
  });

  it('a 500 on the change leaves the old plan', async () => {
    as('customer');
    const preview = await previewPlanChange(http, 'sub_sbx_plans', 'price_pro_weekly');
    sandbox.controls.faults.set('subscriptions.changePlan', { kind: 'error500', times: 1 });
    await expect(changePlan(http, 'sub_sbx_plans', { priceId: 'price_pro_weekly', prorationDate: preview.proration_date, amountDue: preview.amount_due })).rejects.toMatchObject({ kind: 'http' });
    expect((await getSubscription(http, 'sub_sbx_plans')).items?.[0]?.price_id).toBe('price_pro_monthly');
  });

  it('a wallet method is delegated first; a card currency is refused by the wallet', async () => {
    as('customer');
    const delegated = sandbox.controls.wallet.connect({ action: 'change-payment', extraParams: { subscriptionId: 'sub_sbx_plans', currencyId: 'pc_abt' } });
    await sandbox.controls.wallet.approve();
    await expect(delegated).resolves.toMatchObject({ status: 'approved' });
    expect((await changePaymentMethod(http, 'sub_sbx_plans', 'pc_abt')).subscription.currency_id).toBe('pc_abt');
    const card = sandbox.controls.wallet.connect({ action: 'change-payment', extraParams: { subscriptionId: 'sub_sbx_plans', currencyId: 'pc_usd' } });
    await sandbox.controls.wallet.approve();
    await expect(card).resolves.toMatchObject({ status: 'declined', reason: 'This payment method is not supported' });
  });
});
