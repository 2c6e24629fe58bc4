// A payment method changes only after it works (docs/portal.md): asking for a card, then closing
// the card form or entering a declined card, leaves the subscription's method, currency and price
// as they were; only a succeeded set-up intent (or a signed wallet delegation, then the save)
// switches it.
import { describe, expect, it } from 'vitest';
import { listPaymentIntents } from '../../api/billing';
import { changePaymentMethod, getSubscription } from '../../api/subscriptions';
import { CURRENCY } from '../catalog/currencies';
import { useSandbox } from '../testing/harness';
import { authenticateCard, confirmCard, TEST_CARDS } from './card';

const SUB = 'sub_sbx_active';

describe('changing the payment method', () => {
  const { http, sandbox, as } = useSandbox();
  const method = async () => {
    const s = await getSubscription(http, SUB);
    return { currency: s.currency_id, method: s.default_payment_method_id, methodName: s.paymentMethod?.name, symbol: s.paymentCurrency?.symbol };
  };
  const before = { currency: CURRENCY.abt, method: 'pm_arcblock', methodName: 'ArcBlock', symbol: 'ABT' };

  it('asking for a card changes nothing: the subscription keeps its method, currency and price until the card is set up', async () => {
    as('customer');
    expect(await method()).toEqual(before);
    const started = await changePaymentMethod(http, SUB, CURRENCY.usd);
    expect(started.stripeContext).toMatchObject({ intent_type: 'setup_intent', status: 'requires_payment_method' });
    // The answer and the record: still the wallet method in ABT (the card form was then closed).
    expect(started.subscription).toMatchObject({ currency_id: CURRENCY.abt, default_payment_method_id: 'pm_arcblock' });
    expect(await method()).toEqual(before);
  });

  it('a declined card, or a failed authentication, leaves the old method', async () => {
    as('customer');
    const declined = await changePaymentMethod(http, SUB, CURRENCY.usd);
    expect(confirmCard(sandbox.store, declined.stripeContext?.client_secret ?? '', TEST_CARDS.decline)).toMatchObject({ status: 'failed' });
    expect(await method()).toEqual(before);
    const secure = await changePaymentMethod(http, SUB, CURRENCY.usd);
    const secret = secure.stripeContext?.client_secret ?? '';
    expect(confirmCard(sandbox.store, secret, TEST_CARDS.authenticate)).toMatchObject({ status: 'requires_action' });
    expect(authenticateCard(sandbox.store, secret, false)).toMatchObject({ status: 'failed' });
    expect(await method()).toEqual(before);
  });

  it('a card set up with a working test number becomes the method, in its currency', async () => {
    as('customer');
    const started = await changePaymentMethod(http, SUB, CURRENCY.usd);
    expect(confirmCard(sandbox.store, started.stripeContext?.client_secret ?? '', TEST_CARDS.success)).toMatchObject({ status: 'succeeded' });
    expect(await method()).toEqual({ currency: CURRENCY.usd, method: 'pm_stripe', methodName: 'Card', symbol: 'USD' });
  });

  it('a set-up replaced by a newer one cannot be confirmed afterwards', async () => {
    as('customer');
    const first = await changePaymentMethod(http, SUB, CURRENCY.usd);
    await changePaymentMethod(http, SUB, CURRENCY.usd);
    expect(() => confirmCard(sandbox.store, first.stripeContext?.client_secret ?? '', TEST_CARDS.success)).toThrow(/replaced/);
    expect(await method()).toEqual(before);
  });

  it('a wallet currency is saved only after the delegation was signed; a declined delegation changes nothing', async () => {
    as('customer');
    await expect(changePaymentMethod(http, SUB, CURRENCY.tba)).rejects.toMatchObject({ code: 'DELEGATION_REQUIRED' });
    expect(await method()).toEqual(before);
    const declined = sandbox.controls.wallet.connect({ action: 'change-payment', extraParams: { subscriptionId: SUB, currencyId: CURRENCY.tba } });
    sandbox.controls.wallet.decline();
    await declined;
    await expect(changePaymentMethod(http, SUB, CURRENCY.tba)).rejects.toMatchObject({ code: 'DELEGATION_REQUIRED' });
    expect(await method()).toEqual(before);
    // Signing alone switches nothing either: the page saves it.
    const signed = sandbox.controls.wallet.connect({ action: 'change-payment', extraParams: { subscriptionId: SUB, currencyId: CURRENCY.tba } });
    await sandbox.controls.wallet.approve();
    await expect(signed).resolves.toMatchObject({ status: 'approved' });
    expect(await method()).toEqual(before);
    expect((await changePaymentMethod(http, SUB, CURRENCY.tba)).subscription).toMatchObject({ currency_id: CURRENCY.tba, default_payment_method_id: 'pm_arcblock' });
    expect((await method()).currency).toBe(CURRENCY.tba);
    // The signature is used once: saving again needs a new one.
    await expect(changePaymentMethod(http, SUB, CURRENCY.abt)).rejects.toMatchObject({ code: 'DELEGATION_REQUIRED' });
  });

  it('set-up intents are not payments: they stay out of the payment history', async () => {
    as('customer');
    const started = await changePaymentMethod(http, SUB, CURRENCY.usd);
    confirmCard(sandbox.store, started.stripeContext?.client_secret ?? '', TEST_CARDS.success);
    const { list } = await listPaymentIntents(http, { pageSize: 100 });
    expect(list.filter((p) => p.id.startsWith('seti'))).toEqual([]);
  });
});
