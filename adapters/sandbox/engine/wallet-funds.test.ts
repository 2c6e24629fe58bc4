// The sandbox wallet pays like a real one: it refuses a payment above the signing
// wallet's balance with a message naming both figures and charges nothing; a payment it approves
// is debited once (fast pay is not debited again); the stake counts; the faucet gives test tokens.
import { describe, expect, it } from 'vitest';
import type { CheckoutFormValues } from '@machines/ports';
import { createCheckoutApi } from '../../api/checkout';
import { CURRENCY } from '../catalog/currencies';
import { DID } from '../catalog/identities';
import { useSandbox } from '../testing/harness';
import { GUEST_WALLET_DID } from '../catalog/identities';
import { InsufficientBalanceError, formatMoney } from './wallet-funds';

const TOKEN = '000000000000000000'; // 18 decimals
const tokens = (whole: string) => `${whole}${TOKEN}`;
const form = (currency: string): CheckoutFormValues => ({
  customer_name: 'Alice Payer',
  customer_email: 'alice@example.com',
  billing_address: { country: 'us', postal_code: '94105', state: 'CA' },
  payment_currency: currency,
  payment_method: 'pm_arcblock',
});

describe('the sandbox wallet pays only what its balance covers', () => {
  const { http, sandbox, as } = useSandbox();
  const api = createCheckoutApi(http);
  const { controls } = sandbox;
  const balance = (did: string, currencyId: string) => controls.data().wallets[did]?.balances[currencyId];
  const completions = (id: string) => controls.events().filter((e) => e.type === 'checkout.session.completed' && e.data.id === id).length;
  const approve = async (action: string, extraParams: Record<string, string>) => {
    const outcome = controls.wallet.connect({ action, extraParams });
    await controls.wallet.approve();
    return outcome;
  };

  it('refuses 5 TBA from a wallet holding 1 TBA, naming both figures, and charges nothing', async () => {
    expect(balance(DID.customer, CURRENCY.tba)).toBe(tokens('1'));
    const outcome = await approve('payment', { checkoutSessionId: 'cs_sbx_fast_pay_insufficient' });
    expect(outcome).toEqual({ status: 'declined', reason: 'Insufficient balance: this payment needs 5 TBA, your wallet holds 1 TBA.' });
    expect((await api.retrieve('cs_sbx_fast_pay_insufficient')).checkoutSession.status).toBe('open');
    expect(balance(DID.customer, CURRENCY.tba)).toBe(tokens('1'));
    expect(completions('cs_sbx_fast_pay_insufficient')).toBe(0);
    expect(controls.wallet.pending()).toBeNull();
  });

  it('after the faucet pays, debits the balance once, and a second purchase sees the lower balance', async () => {
    expect(controls.wallet.faucets()).toEqual([{ currencyId: CURRENCY.tba, tokens: '100' }]);
    expect(controls.wallet.faucet(CURRENCY.tba)).toBe(tokens('101'));
    // The wallet panel's figure for the request.
    const outcome = controls.wallet.connect({ action: 'payment', extraParams: { checkoutSessionId: 'cs_sbx_fast_pay_insufficient' } });
    expect(controls.wallet.pending()).toMatchObject({ amount: tokens('5'), currencyId: CURRENCY.tba });
    await controls.wallet.approve();
    await expect(outcome).resolves.toMatchObject({ status: 'approved' });
    expect((await api.retrieve('cs_sbx_fast_pay_insufficient')).checkoutSession.status).toBe('complete');
    expect(balance(DID.customer, CURRENCY.tba)).toBe(tokens('96'));
    expect(completions('cs_sbx_fast_pay_insufficient')).toBe(1);

    controls.wallet.setBalance(DID.customer, CURRENCY.tba, tokens('6'));
    // Another 5 TBA checkout (the chain-failure scenario, its flag untouched by a refusal).
    await expect(approve('payment', { checkoutSessionId: 'cs_sbx_wallet_fails' })).resolves.toMatchObject({ status: 'approved' });
    expect(balance(DID.customer, CURRENCY.tba)).toBe(tokens('6')); // the chain rejected it: nothing charged
    await expect(approve('payment', { checkoutSessionId: 'cs_sbx_wallet_fails' })).resolves.toMatchObject({ status: 'approved' });
    expect(balance(DID.customer, CURRENCY.tba)).toBe(tokens('1'));
  });

  it('counts the stake: 10 ABT now + 50 ABT stake needs 60 ABT', async () => {
    controls.wallet.setBalance(DID.customer, CURRENCY.abt, '59999999999999999999');
    const refused = await approve('subscription', { checkoutSessionId: 'cs_sbx_stake_threshold' });
    expect(refused).toEqual({ status: 'declined', reason: 'Insufficient balance: this payment needs 60 ABT, your wallet holds 59.999999999999999999 ABT.' });
    expect((await api.retrieve('cs_sbx_stake_threshold')).checkoutSession.status).toBe('open');

    controls.wallet.setBalance(DID.customer, CURRENCY.abt, tokens('60'));
    await expect(approve('subscription', { checkoutSessionId: 'cs_sbx_stake_threshold' })).resolves.toMatchObject({ status: 'approved' });
    expect(balance(DID.customer, CURRENCY.abt)).toBe('0');
    const { checkoutSession } = await api.retrieve('cs_sbx_stake_threshold');
    expect(controls.data().subscriptions[checkoutSession.subscription_id!]?.stake?.amount).toBe(tokens('50'));
  });

  it('a trial pays nothing now but locks its stake: an empty wallet is refused', async () => {
    controls.wallet.setBalance(DID.customer, CURRENCY.abt, '0');
    await api.submit('cs_sbx_trial', form(CURRENCY.abt), { donation: false, kind: 'crypto' });
    // The trial's stake is the first month (10 ABT): the wallet must hold it.
    const refused = await approve('subscription', { checkoutSessionId: 'cs_sbx_trial' });
    expect(refused).toMatchObject({ status: 'declined', reason: expect.stringContaining('needs 10 ABT, your wallet holds 0 ABT') });
  });

  it('fast pay debits once: confirm takes the amount, and the completion takes nothing more', async () => {
    const submitted = await api.submit('cs_sbx_fast_pay', form(CURRENCY.abt), { donation: false, kind: 'crypto' });
    expect(submitted.fastPayInfo).toMatchObject({ type: 'balance' });
    await expect(api.fastCheckoutConfirm('cs_sbx_fast_pay')).resolves.toMatchObject({ fastPaid: true });
    expect(balance(DID.customer, CURRENCY.abt)).toBe(tokens('995'));
    expect(completions('cs_sbx_fast_pay')).toBe(1);
  });

  it("a guest tips from the guest wallet's balance", async () => {
    as('guest');
    expect(controls.snapshot().wallet?.balances[CURRENCY.abt]).toBe(tokens('100'));
    const view = await api.startFromLink('plink_sbx_donation');
    await api.submit(view.checkoutSession.id, { ...form(CURRENCY.abt), customer_name: '', customer_email: '' }, { donation: true, kind: 'crypto' });
    await expect(approve('donation', { checkoutSessionId: view.checkoutSession.id })).resolves.toMatchObject({ status: 'approved' });
    expect(balance(GUEST_WALLET_DID, CURRENCY.abt)).toBe(tokens('95'));
  });

  it('an invoice above the balance is refused and stays unpaid; the re-stake is paid from the balance', async () => {
    controls.wallet.setBalance(DID.customer, CURRENCY.abt, tokens('2'));
    const refused = await approve('collect', { invoiceId: 'in_sbx_uncollectible' });
    expect(refused).toEqual({ status: 'declined', reason: 'Insufficient balance: this payment needs 3 ABT, your wallet holds 2 ABT.' });
    expect(controls.data().invoices['in_sbx_uncollectible']?.status).toBe('uncollectible');
    const noStake = await approve('re-stake', { subscriptionId: 'sub_sbx_stake_revoked' });
    expect(noStake).toMatchObject({ status: 'declined', reason: expect.stringContaining('needs 10 ABT') });
    expect(controls.data().subscriptions['sub_sbx_stake_revoked']?.stake?.revoked).toBe(true);

    controls.wallet.setBalance(DID.customer, CURRENCY.abt, tokens('13'));
    await expect(approve('collect', { invoiceId: 'in_sbx_uncollectible' })).resolves.toMatchObject({ status: 'approved' });
    await expect(approve('re-stake', { subscriptionId: 'sub_sbx_stake_revoked' })).resolves.toMatchObject({ status: 'approved' });
    expect(balance(DID.customer, CURRENCY.abt)).toBe('0');
  });

  it('formats the figures with the domain money formatting; only test tokens have a faucet', () => {
    expect(new InsufficientBalanceError(CURRENCY.abt, '1234500000000000000000', '0').message).toBe(
      'Insufficient balance: this payment needs 1,234.5 ABT, your wallet holds 0 ABT.',
    );
    expect(formatMoney('1500000', CURRENCY.usdc)).toBe('1.5 USDC');
    expect(() => controls.wallet.faucet(CURRENCY.abt)).toThrow(/only test tokens/);
  });
});
