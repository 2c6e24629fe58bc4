// Contract tests of auto top-up against the sandbox: authorisation by card set-up or wallet,
// the purchase when usage takes the balance below the threshold, daily caps on the sandbox clock.
import { describe, expect, it } from 'vitest';
import { confirmCard, TEST_CARDS } from '../sandbox/engine/card';
import { useSandbox } from '../sandbox/testing/harness';
import { getAutoTopUp, retrieveAutoTopUp, submitAutoTopUp, type AutoTopUpInput } from './auto-top-up';
import { reportUsage } from './meter-events';

const ALICE = 'z1SandboxCustomerAliceXXXXXXXXXXXXXX';
const DAY_MS = 86_400_000;
const base: AutoTopUpInput = { currency_id: 'pc_credit', enabled: true, threshold: '100', price_id: 'price_credit_pack', quantity: 1, recharge_currency_id: 'pc_usd' };

describe('auto top-up against the sandbox', () => {
  const { http, sandbox, as } = useSandbox();
  const autoInvoices = () => Object.values(sandbox.controls.data().invoices).filter((i) => i.billing_reason === 'auto_recharge' && i.metadata?.auto_recharge_config_id);
  /** Spends down to just under the threshold (100 credits): balance − 100 + 1. */
  const dropBelowThreshold = async () => {
    const { balance } = await reportUsage(http, { eventName: 'probe', value: '0.01' });
    return reportUsage(http, { eventName: 'ai_usage', value: String(Number(balance) / 100 - 99) });
  };

  it('buys the package when usage takes the balance below the threshold, and only then', async () => {
    as('customer');
    const events: string[] = [];
    sandbox.store.onEvent((event) => events.push(event.type));
    const above = await reportUsage(http, { eventName: 'ai_usage', value: '1' });
    expect(above.auto_top_up).toBeNull();
    const before = Number(above.balance);
    const below = await dropBelowThreshold();
    expect(below.auto_top_up).not.toBeNull();
    // 99 credits left + one pack of 1000 credits (2 decimals).
    expect(Number(below.balance)).toBe(9_900 + 100_000);
    expect(before).toBeGreaterThan(10_000);
    const [invoice] = autoInvoices();
    expect(invoice).toMatchObject({ status: 'paid', total: '1000', currency_id: 'pc_usd', customer_id: below.customer_id });
    expect(events).toContain('invoice.paid');
  });

  it('a card payer authorises through the card set-up (4242…) before anything is bought', async () => {
    as('customer');
    const saved = await submitAutoTopUp(http, { ...base, recharge_currency_id: 'pc_usd', threshold: '150' });
    expect(saved.balanceResult.sufficient).toBe(true); // the seeded card is already authorised
    const tba = await submitAutoTopUp(http, { ...base, recharge_currency_id: 'pc_tba' });
    expect(tba.balanceResult.sufficient).toBe(false);
    expect(tba.stripeContext ?? null).toBeNull();
    const card = await submitAutoTopUp(http, { ...base, recharge_currency_id: 'pc_usd' });
    expect(card.balanceResult.sufficient).toBe(false);
    expect(card.stripeContext?.intent_type).toBe('setup_intent');
    expect((await dropBelowThreshold()).auto_top_up).toBeNull();
    confirmCard(sandbox.store, card.stripeContext?.client_secret ?? '', TEST_CARDS.success);
    expect((await retrieveAutoTopUp(http, card.config.id!)).payer).toBe(ALICE);
    expect((await reportUsage(http, { eventName: 'ai_usage', value: '1' })).auto_top_up).not.toBeNull();
  });

  it('a wallet payer authorises with auto-recharge-auth; retrieve then shows the payer', async () => {
    as('customer');
    const saved = await submitAutoTopUp(http, { ...base, recharge_currency_id: 'pc_tba' });
    expect(saved.config.payer ?? null).toBeNull();
    const outcome = sandbox.controls.wallet.connect({ action: 'auto-recharge-auth', extraParams: { configId: saved.config.id!, customerId: saved.config.customer_id!, currencyId: 'pc_credit' } });
    await sandbox.controls.wallet.approve();
    await expect(outcome).resolves.toMatchObject({ status: 'approved' });
    expect((await retrieveAutoTopUp(http, saved.config.id!)).payer).toBe(ALICE);
    expect((await getAutoTopUp(http, ALICE, 'pc_credit')).recharge_currency_id).toBe('pc_tba');
  });

  it('daily attempts: 1 a day stops the second purchase until the sandbox clock moves a day on', async () => {
    as('customer');
    await submitAutoTopUp(http, { ...base, daily_limits: { max_amount: '0', max_attempts: 1 } });
    expect((await dropBelowThreshold()).auto_top_up).not.toBeNull();
    expect((await dropBelowThreshold()).auto_top_up).toBeNull();
    sandbox.controls.advanceClock(DAY_MS);
    expect((await reportUsage(http, { eventName: 'ai_usage', value: '1' })).auto_top_up).not.toBeNull();
  });

  it('daily amount: 15 USD allows one 10 USD purchase a day, not two; 0 is unlimited', async () => {
    as('customer');
    await submitAutoTopUp(http, { ...base, daily_limits: { max_amount: '15', max_attempts: 0 } });
    expect((await dropBelowThreshold()).auto_top_up).not.toBeNull();
    expect((await dropBelowThreshold()).auto_top_up).toBeNull();
    await submitAutoTopUp(http, { ...base, daily_limits: { max_amount: '0', max_attempts: 0 } });
    expect((await reportUsage(http, { eventName: 'ai_usage', value: '1' })).auto_top_up).not.toBeNull();
    expect(autoInvoices()).toHaveLength(2);
  });

  it('disabled: nothing is bought; switching off needs no valid threshold', async () => {
    as('customer');
    const off = await submitAutoTopUp(http, { ...base, enabled: false, threshold: '0' });
    expect(off.config.enabled).toBe(false);
    expect((await dropBelowThreshold()).auto_top_up).toBeNull();
  });

  it('faults apply to the new endpoints', async () => {
    as('customer');
    sandbox.controls.faults.set('meterEvents.create', { kind: 'error500', times: 1 });
    await expect(reportUsage(http, { eventName: 'ai_usage', value: '1' })).rejects.toMatchObject({ kind: 'http' });
    sandbox.controls.faults.set('autoTopUp.submit', { kind: 'error500', times: 1 });
    await expect(submitAutoTopUp(http, base)).rejects.toMatchObject({ kind: 'http' });
    await expect(reportUsage(http, { eventName: 'ai_usage', value: '-1' })).rejects.toMatchObject({ message: 'Validate failed: payload.value: must be a positive number of credits' });
  });
});
