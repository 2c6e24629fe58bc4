// Every payment is a payment record (docs/portal.md): the portal's payment history said "No
// payments yet" beside four paid invoices. As in the real Payment Kit, an invoice paid by wallet,
// card or credits leaves one succeeded payment intent of the amount paid — in the seeds and on
// every path that pays an invoice; a stake is locked, not paid, and leaves none. And the seeds
// refund only paid invoices and return only paid stakes (item 12).
import { describe, expect, it } from 'vitest';
import { isStakeMovement } from '@domain/billing-history';
import type { CheckoutFormValues } from '@machines/ports';
import { listPaymentIntents } from '../../api/billing';
import { createCheckoutApi } from '../../api/checkout';
import { reportUsage } from '../../api/meter-events';
import { changePlan, previewPlanChange } from '../../api/subscriptions';
import { submitAutoTopUp } from '../../api/auto-top-up';
import { CURRENCY } from '../catalog/currencies';
import type { SandboxData } from '../model';
import { useSandbox } from '../testing/harness';
import { confirmCard, TEST_CARDS } from './card';

const form = (currency: string, method = 'pm_arcblock'): CheckoutFormValues => ({
  customer_name: 'Alice Payer',
  customer_email: 'alice@example.com',
  billing_address: { country: 'us', postal_code: '94105', state: 'CA' },
  payment_currency: currency,
  payment_method: method,
});

/** Each paid invoice (not a stake, not zero) has exactly one succeeded payment of its amount, for its customer. */
function paymentProblems(data: SandboxData): string[] {
  const payments = Object.values(data.intents).filter((i) => i._sandbox.intentType === 'payment_intent' && i.status === 'succeeded');
  const problems: string[] = [];
  for (const invoice of Object.values(data.invoices)) {
    if (invoice.status !== 'paid' || invoice.total === '0') continue;
    const mine = payments.filter((p) => p.metadata?.invoice_id === invoice.id);
    if (isStakeMovement(invoice.billing_reason)) {
      if (mine.length > 0) problems.push(`${invoice.id}: a stake recorded as a payment`);
      continue;
    }
    if (mine.length !== 1) problems.push(`${invoice.id}: ${mine.length} payments`);
    const [payment] = mine;
    if (payment && (payment.amount !== (invoice.amount_paid ?? invoice.total) || payment.customer_id !== invoice.customer_id || payment.currency_id !== invoice.currency_id)) {
      problems.push(`${invoice.id}: payment ${payment.id} does not match (${payment.amount} ${payment.currency_id} for ${payment.customer_id})`);
    }
  }
  return problems;
}

describe('every payment is a payment record', () => {
  const { http, sandbox, as } = useSandbox();
  const api = createCheckoutApi(http);
  const data = () => sandbox.controls.data();
  const paymentOf = (invoiceId: string) => Object.values(data().intents).find((i) => i.metadata?.invoice_id === invoiceId);

  it('in the seeds: every paid invoice of every customer has its payment; the customer has four beside four paid invoices', async () => {
    expect(paymentProblems(data())).toEqual([]);
    as('customer');
    const { list } = await listPaymentIntents(http, { pageSize: 100 });
    expect(list.map((p) => p.metadata?.invoice_id).sort()).toEqual(['in_sbx_active_1', 'in_sbx_active_2', 'in_sbx_completed', 'in_sbx_paid']);
    // A chain payment names its transaction, as the invoice does.
    expect(list.find((p) => p.metadata?.invoice_id === 'in_sbx_paid')?.payment_details).toEqual({ arcblock: { tx_hash: '0xsandboxpaid' } });
  });

  it('the seeds refund only paid invoices and return only paid stakes, never more than was paid', () => {
    const refunds = Object.values(data().refunds ?? {});
    expect(refunds.length).toBeGreaterThan(0);
    for (const refund of refunds) {
      const invoice = data().invoices[refund.invoice_id ?? ''];
      expect(invoice?.status, refund.id).toBe('paid');
      expect(invoice?.billing_reason === 'stake', refund.id).toBe(refund.type === 'stake_return');
      expect(refund.currency_id, refund.id).toBe(invoice?.currency_id);
      expect(BigInt(refund.amount ?? '0') <= BigInt(invoice?.total ?? '0'), refund.id).toBe(true);
    }
  });

  it('a checkout paid in the wallet completes its payment intent as the invoice payment', async () => {
    await api.submit('cs_sbx_one_time', form(CURRENCY.abt), { donation: false, kind: 'crypto' });
    const outcome = sandbox.controls.wallet.connect({ action: 'payment', extraParams: { checkoutSessionId: 'cs_sbx_one_time' } });
    await sandbox.controls.wallet.approve();
    await outcome;
    const { checkoutSession } = await api.retrieve('cs_sbx_one_time');
    const payment = paymentOf(checkoutSession.invoice_id!);
    expect(payment).toMatchObject({ id: checkoutSession.payment_intent_id, status: 'succeeded', amount: '5000000000000000000' });
    expect(paymentProblems(data())).toEqual([]);
  });

  it('a checkout paid by card: the card intent is the payment, and the invoice points at it', async () => {
    const answer = await api.submit('cs_sbx_card', form(CURRENCY.usd, 'pm_stripe'), { donation: false, kind: 'card' });
    confirmCard(sandbox.store, answer.stripeContext?.client_secret ?? '', TEST_CARDS.success);
    const { checkoutSession } = await api.retrieve('cs_sbx_card');
    const payment = paymentOf(checkoutSession.invoice_id!);
    expect(payment).toMatchObject({ status: 'succeeded', payment_details: { stripe: { payment_intent_id: payment?.id } } });
    expect(data().invoices[checkoutSession.invoice_id!]?.metadata?.payment_details).toEqual({ stripe: { payment_intent_id: payment?.id } });
    expect(paymentProblems(data())).toEqual([]);
  });

  it('a checkout paid with credits is a payment in credits, with no chain transaction', async () => {
    await api.submit('cs_sbx_credit_sufficient', form(CURRENCY.credit), { donation: false, kind: 'credit' });
    expect(await api.fastCheckoutConfirm('cs_sbx_credit_sufficient')).toEqual({ fastPaid: true });
    const { checkoutSession } = await api.retrieve('cs_sbx_credit_sufficient');
    if (data().invoices[checkoutSession.invoice_id!]?.total !== '0') {
      expect(paymentOf(checkoutSession.invoice_id!)).toMatchObject({ currency_id: CURRENCY.credit, payment_details: null, metadata: { paid_with: 'credits' } });
    }
    expect(paymentProblems(data())).toEqual([]);
  });

  it('paying an open invoice (collect), overdue ones (collect-batch) and a plan change in the wallet', async () => {
    as('customer');
    const collect = sandbox.controls.wallet.connect({ action: 'collect', extraParams: { invoiceId: 'in_sbx_uncollectible' } });
    await sandbox.controls.wallet.approve();
    await collect;
    expect(paymentOf('in_sbx_uncollectible')).toMatchObject({ status: 'succeeded', amount: data().invoices.in_sbx_uncollectible?.total });

    as('owner');
    const batch = sandbox.controls.wallet.connect({ action: 'collect-batch', extraParams: { subscriptionId: 'sub_sbx_past_due', currencyId: CURRENCY.abt } });
    await sandbox.controls.wallet.approve();
    await batch;
    expect(paymentOf('in_sbx_owner_due_0')).toMatchObject({ status: 'succeeded' });
    expect(paymentOf('in_sbx_owner_due_1')).toMatchObject({ status: 'succeeded' });

    as('customer');
    const preview = await previewPlanChange(http, 'sub_sbx_active', 'price_pro_weekly');
    const changed = await changePlan(http, 'sub_sbx_active', { priceId: 'price_pro_weekly', prorationDate: preview.proration_date, amountDue: preview.amount_due });
    expect(paymentOf(changed.invoice!.id)).toMatchObject({ status: 'succeeded', amount: preview.amount_due });
    expect(paymentProblems(data())).toEqual([]);
  });

  it('an auto top-up purchase is a payment', async () => {
    as('customer');
    await submitAutoTopUp(http, { currency_id: 'pc_credit', enabled: true, threshold: '100', price_id: 'price_credit_pack', quantity: 1, recharge_currency_id: 'pc_usd' });
    const { balance } = await reportUsage(http, { eventName: 'probe', value: '0.01' });
    expect((await reportUsage(http, { eventName: 'ai_usage', value: String(Number(balance) / 100 - 99) })).auto_top_up).not.toBeNull();
    const topUp = Object.values(data().invoices).find((i) => i.billing_reason === 'auto_recharge' && i.metadata?.auto_recharge_config_id);
    expect(paymentOf(topUp!.id)).toMatchObject({ status: 'succeeded', currency_id: 'pc_usd', amount: topUp!.total });
    expect(paymentProblems(data())).toEqual([]);
  });
});
