// Contract tests of the checkout endpoints: state changes and the real error shapes.
import { describe, expect, it } from 'vitest';
import type { CheckoutFormValues } from '@machines/ports';
import { useSandbox } from '../sandbox/testing/harness';
import { createCheckoutApi } from './checkout';
import { getInvoice } from './billing';
import { customerIdOf } from '../sandbox/catalog/identities';
import { availableCredits } from '../sandbox/engine/credit-balance';

const form = (currency = 'pc_abt', method = 'pm_arcblock'): CheckoutFormValues => ({
  customer_name: 'Alice Payer',
  customer_email: 'alice@example.com',
  billing_address: { country: 'us', postal_code: '94105', state: 'CA' },
  payment_currency: currency,
  payment_method: method,
});

describe('checkout sessions against the sandbox', () => {
  const { http, sandbox, as } = useSandbox();
  const api = createCheckoutApi(http);

  it('retrieves a session with totals in the smallest unit', async () => {
    const { checkoutSession } = await api.retrieve('cs_sbx_one_time');
    expect(checkoutSession.amount_total).toBe('5000000000000000000');
  });

  it('adjusting the quantity changes the total, and inventory limits answer the spec texts', async () => {
    const session = await api.adjustQuantity('cs_sbx_quantity', 'li_sbx_quantity_0', 2);
    expect(session.line_items[0]!.quantity).toBe(2);
    expect(session.amount_total).toBe('16000000000000000000');
    await expect(api.adjustQuantity('cs_sbx_quantity', 'li_sbx_quantity_0', 3)).rejects.toMatchObject({ kind: 'http', message: 'Exceed inventory' });
    expect((await api.retrieve('cs_sbx_quantity')).checkoutSession.line_items[0]!.quantity).toBe(2);
  });

  it('upsells to yearly and back', async () => {
    const up = await api.upsell('cs_sbx_upsell', 'price_pro_monthly', 'price_pro_yearly');
    expect(up.line_items[0]!.upsell_price_id).toBe('price_pro_yearly');
    expect(up.amount_total).toBe('100000000000000000000');
    const down = await api.downsell('cs_sbx_upsell', 'price_pro_monthly');
    expect(down.line_items[0]!.upsell_price_id).toBeUndefined();
    expect(down.amount_total).toBe('10000000000000000000');
  });

  it('offers, adds and removes a cross-sell; a required one blocks submit with REQUIRE_CROSS_SELL', async () => {
    expect((await api.crossSell('cs_sbx_cross_sell'))?.id).toBe('price_stickers');
    const added = await api.addCrossSell('cs_sbx_cross_sell', 'price_stickers');
    expect(added.line_items).toHaveLength(2);
    expect(await api.crossSell('cs_sbx_cross_sell')).toBeNull();
    expect((await api.removeCrossSell('cs_sbx_cross_sell')).line_items).toHaveLength(1);
    await expect(api.submit('cs_sbx_cross_sell_required', form(), { donation: false, kind: 'crypto' })).rejects.toMatchObject({ code: 'REQUIRE_CROSS_SELL' });
    expect(await api.crossSell('cs_sbx_one_time')).toBeNull();
  });

  it('sets a custom amount within bounds', async () => {
    expect((await api.setAmount('cs_sbx_custom_amount', 'price_pwyw', '7000000000000000000')).amount_total).toBe('7000000000000000000');
    await expect(api.setAmount('cs_sbx_custom_amount', 'price_pwyw', '70000000000000000000')).rejects.toMatchObject({ message: 'Please enter an amount between 1 and 50.' });
  });

  it('validates the form like the server: details list → "Validate failed: …"', async () => {
    const error = await api.submit('cs_sbx_contact_required', { ...form(), customer_email: 'nope' }, { donation: false, kind: 'crypto' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', details: { status: 400 } });
    expect((error as Error).message).toMatch(/^Validate failed: customer_email: 'customer_email' /);
    expect((error as Error).message).toContain('customer_phone');
    expect((error as Error).message).toContain('billing_address.line1');
  });

  it('applies merchant field patterns with the localized message', async () => {
    const error = (await api.submit('cs_sbx_field_patterns', { ...form(), customer_name: 'Алиса' }, { donation: false, kind: 'crypto' }).catch((e: unknown) => e)) as Error;
    expect(error.message).toContain('Use Latin letters and spaces only');
  });

  it('fast pay: a funded wallet is sufficient and confirm pays; TBA is not', async () => {
    const answer = await api.submit('cs_sbx_fast_pay', form(), { donation: false, kind: 'crypto' });
    expect(answer.balance?.sufficient).toBe(true);
    expect(answer.fastPayInfo?.payer).toBe('z1SandboxCustomerAliceXXXXXXXXXXXXXX');
    expect(await api.fastCheckoutConfirm('cs_sbx_fast_pay')).toEqual({ fastPaid: true });
    const { checkoutSession } = await api.retrieve('cs_sbx_fast_pay');
    expect(checkoutSession).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(sandbox.controls.events().map((e) => e.type)).toEqual(['checkout.session.completed', 'invoice.paid']);

    const poor = await api.submit('cs_sbx_fast_pay_insufficient', form('pc_tba'), { donation: false, kind: 'crypto' });
    expect(poor.balance?.sufficient).toBe(false);
    expect(poor.fastPayInfo ?? null).toBeNull();
    expect(await api.fastCheckoutConfirm('cs_sbx_fast_pay_fallback').catch(() => 'needs submit')).toBe('needs submit');
    await api.submit('cs_sbx_fast_pay_fallback', form(), { donation: false, kind: 'crypto' });
    expect(await api.fastCheckoutConfirm('cs_sbx_fast_pay_fallback')).toEqual({ fastPaid: false });
  });

  it('credits: sufficient for Alice, insufficient for Carol', async () => {
    const alice = await api.submit('cs_sbx_credit_sufficient', form('pc_credit'), { donation: false, kind: 'credit' });
    expect(alice.creditSufficient).toBe(true);
    // The balance the confirmation shows travels with the answer, as on the real server.
    const aliceId = customerIdOf('z1SandboxCustomerAliceXXXXXXXXXXXXXX');
    expect(alice.fastPayInfo?.token?.balance).toBe(availableCredits(sandbox.controls.data(), aliceId, 'pc_credit').toFixed(0));
    expect(alice.fastPayInfo?.token?.balance).not.toBe('0');
    as('developer');
    expect((await api.submit('cs_sbx_credit_insufficient', form('pc_credit'), { donation: false, kind: 'credit' })).creditSufficient).toBe(false);
  });

  it('a past-due customer gets CUSTOMER_LIMITED', async () => {
    as('owner');
    await expect(api.submit('cs_sbx_customer_limited', form(), { donation: false, kind: 'crypto' })).rejects.toMatchObject({ code: 'CUSTOMER_LIMITED', details: { status: 400 } });
  });

  it('a guest must log in, except for a donation', async () => {
    as('guest');
    await expect(api.submit('cs_sbx_one_time', form(), { donation: false, kind: 'crypto' })).rejects.toMatchObject({ details: { status: 401 } });
    const view = await api.startFromLink('plink_sbx_donation');
    const answer = await api.submit(view.checkoutSession.id, { ...form(), customer_name: '', customer_email: '' }, { donation: true, kind: 'crypto' });
    expect(answer.paymentIntent?.amount).toBe('5000000000000000000');
  });

  it('wallet approval pays the session in checkout mode and creates a trialing subscription', async () => {
    await api.submit('cs_sbx_trial', form(), { donation: false, kind: 'crypto' });
    const outcome = sandbox.controls.wallet.connect({ action: 'subscription', extraParams: { checkoutSessionId: 'cs_sbx_trial', sessionUserDid: 'z1SandboxCustomerAliceXXXXXXXXXXXXXX' } });
    expect(sandbox.controls.wallet.pending()).toMatchObject({ action: 'subscription', currencyId: 'pc_abt', amount: '10000000000000000000' });
    await sandbox.controls.wallet.approve();
    await expect(outcome).resolves.toMatchObject({ status: 'approved' });
    const { checkoutSession } = await api.retrieve('cs_sbx_trial');
    expect(checkoutSession).toMatchObject({ status: 'complete', payment_status: 'no_payment_required' });
    expect(sandbox.controls.data().subscriptions[checkoutSession.subscription_id!]?.status).toBe('trialing');
  });

  it('a declined wallet request leaves the session open', async () => {
    const outcome = sandbox.controls.wallet.connect({ action: 'payment', extraParams: { checkoutSessionId: 'cs_sbx_one_time' } });
    sandbox.controls.wallet.decline();
    await expect(outcome).resolves.toMatchObject({ status: 'declined' });
    expect((await api.retrieve('cs_sbx_one_time')).checkoutSession.status).toBe('open');
  });

  it('expiry follows the sandbox clock', async () => {
    expect((await api.retrieve('cs_sbx_one_time')).checkoutSession.status).toBe('open');
    sandbox.controls.advanceClock(2 * 24 * 3600 * 1000);
    expect((await api.retrieve('cs_sbx_one_time')).checkoutSession.status).toBe('expired');
    await expect(api.submit('cs_sbx_one_time', form(), { donation: false, kind: 'crypto' })).rejects.toMatchObject({ message: 'This checkout session has expired' });
  });

  it('a submit answer that lacks what the way of paying needs is a decode error, not "open the wallet"', async () => {
    for (const kind of ['card', 'credit', 'crypto'] as const) {
      sandbox.controls.faults.set('checkout.submit', { kind: 'schema', times: 1 });
      await expect(api.submit('cs_sbx_one_time', form(), { donation: false, kind })).rejects.toMatchObject({ kind: 'decode' });
    }
    // A crypto answer read as a card answer misses the Stripe context.
    const error = (await api.submit('cs_sbx_one_time', form(), { donation: false, kind: 'card' }).catch((e: unknown) => e)) as Error;
    expect(error).toMatchObject({ kind: 'decode' });
    expect(error.message).toContain('stripeContext');
  });

  it('a credit top-up grants credits once paid', async () => {
    await api.submit('cs_sbx_credit_top_up', form('pc_abt'), { donation: false, kind: 'crypto' });
    const before = Object.keys(sandbox.controls.data().creditGrants).length;
    await api.fastCheckoutConfirm('cs_sbx_credit_top_up');
    const grants = Object.values(sandbox.controls.data().creditGrants);
    expect(grants.length).toBe(before + 1);
    expect(grants.at(-1)).toMatchObject({ status: 'granted', amount: '100000' });
    const invoiceId = (await api.retrieve('cs_sbx_credit_top_up')).checkoutSession.invoice_id!;
    expect((await getInvoice(http, invoiceId)).status).toBe('paid');
  });
});
