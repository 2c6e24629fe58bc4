// Buying a paid app through this Payment Kit's checkout : a paid purchase makes the
// app the buyer's (with the date), names the app on the invoice, and leads back to it; a second
// purchase is refused; a declined, abandoned or expired checkout gives nothing.
import { describe, expect, it } from 'vitest';
import type { CheckoutFormValues } from '@machines/ports';
import { createCheckoutApi } from '../../api/checkout';
import { getInvoice } from '../../api/billing';
import { createHttpClient } from '../../http/client';
import { createStoreApi } from '../../store/store-api';
import { DID } from '../catalog/identities';
import { useSandbox as sandboxHarness } from '../testing/harness';
import { appDid } from './seed';
import { refusal } from '@test/refusal';

const h = sandboxHarness();
const checkout = createCheckoutApi(h.http);
const store = createStoreApi(createHttpClient({ baseUrl: () => '/store', locale: () => 'en', authToken: () => undefined, livemode: () => true, defaultTimeoutMs: 2000 }));
/** Silver Vault: 7 ABT, published, Grace's. */
const PAID = appDid(42);
const FREE = appDid(10);

const form: CheckoutFormValues = {
  customer_name: 'Alice Payer',
  customer_email: 'alice@example.com',
  billing_address: { country: 'us', postal_code: '94105', state: 'CA' },
  payment_currency: 'pc_abt',
  payment_method: 'pm_arcblock',
};


/** Pays a session from Alice's funded wallet (fast pay: the balance covers it). */
async function pay(sessionId: string) {
  const answer = await checkout.submit(sessionId, form, { donation: false, kind: 'crypto' });
  expect(answer.fastPayInfo?.type).toBe('balance');
  expect(await checkout.fastCheckoutConfirm(sessionId)).toEqual({ fastPaid: true });
}

describe('store purchases', () => {
  it('a paid app is 7 ABT and not bought before paying', async () => {
    h.as('customer');
    expect((await store.detail(PAID)).meta.price).toBe('7');
    expect(await store.purchased(PAID)).toEqual({ purchased: false, purchasedAt: null });
  });

  it('paying the checkout makes the app the buyer’s, dated, with an invoice that names it', async () => {
    h.as('customer');
    const { checkoutSessionId } = await store.purchase(PAID);
    const { checkoutSession } = await checkout.retrieve(checkoutSessionId);
    expect(checkoutSession.amount_total).toBe('7000000000000000000');
    // The way back to the app travels with the session (same-origin path; the title for the link).
    expect(checkoutSession.success_url).toBe(`/store/blocklets/${PAID}`);
    expect(checkoutSession.metadata).toMatchObject({ store_app_did: PAID, store_app_title: 'Silver Vault' });

    // Dated to the second of the payment (read around it: a busy machine can cross a second boundary).
    const second = (ms: number) => ms - (ms % 1000);
    const before = second(h.sandbox.controls.now());
    await pay(checkoutSessionId);
    const after = second(h.sandbox.controls.now());
    const status = await store.purchased(PAID);
    expect(status.purchased).toBe(true);
    const purchasedAt = Date.parse(status.purchasedAt ?? '');
    expect(purchasedAt % 1000).toBe(0);
    expect(purchasedAt).toBeGreaterThanOrEqual(before);
    expect(purchasedAt).toBeLessThanOrEqual(after);
    const invoice = await getInvoice(h.http, (await checkout.retrieve(checkoutSessionId)).checkoutSession.invoice_id!);
    expect(invoice).toMatchObject({ status: 'paid', description: 'Silver Vault', total: '7000000000000000000' });
  });

  it('refuses a second purchase of a bought app, and nobody else owns it', async () => {
    h.as('customer');
    const { checkoutSessionId } = await store.purchase(PAID);
    await pay(checkoutSessionId);
    expect(await refusal(store.purchase(PAID))).toEqual({ status: 400, message: 'You have already purchased this app' });
    const completed = Object.values(h.sandbox.controls.data().sessions).filter((s) => s.metadata?.store_app_did === PAID && s.status === 'complete');
    expect(completed).toHaveLength(1);
    h.as('admin');
    expect((await store.purchased(PAID)).purchased).toBe(false);
    h.as('guest');
    expect((await store.purchased(PAID)).purchased).toBe(false);
  });

  it('a declined wallet gives nothing, and Purchase again continues the same checkout', async () => {
    h.as('customer');
    const { checkoutSessionId } = await store.purchase(PAID);
    await checkout.submit(checkoutSessionId, form, { donation: false, kind: 'crypto' });
    const outcome = h.sandbox.controls.wallet.connect({ action: 'payment', extraParams: { checkoutSessionId, sessionUserDid: DID.customer } });
    h.sandbox.controls.wallet.decline();
    await expect(outcome).resolves.toMatchObject({ status: 'declined' });
    expect((await checkout.retrieve(checkoutSessionId)).checkoutSession.status).toBe('open');
    expect((await store.purchased(PAID)).purchased).toBe(false);
    // Not a second session that could be paid as well.
    expect((await store.purchase(PAID)).checkoutSessionId).toBe(checkoutSessionId);
  });

  it('an abandoned checkout that expired gives nothing; a new purchase opens a new one', async () => {
    h.as('customer');
    const first = (await store.purchase(PAID)).checkoutSessionId;
    h.sandbox.controls.advanceClock(2 * 24 * 3600 * 1000);
    expect((await checkout.retrieve(first)).checkoutSession.status).toBe('expired');
    expect((await store.purchased(PAID)).purchased).toBe(false);
    const second = (await store.purchase(PAID)).checkoutSessionId;
    expect(second).not.toBe(first);
  });

  it('refuses a guest, a free app, and an unknown app', async () => {
    h.as('guest');
    expect((await refusal(store.purchase(PAID))).status).toBe(401);
    h.as('customer');
    expect(await refusal(store.purchase(FREE))).toEqual({ status: 400, message: 'This app is free' });
    expect((await refusal(store.purchased('zNoSuchAppXXXXXXXXXXXXXXXXXXXXXXXXX'))).status).toBe(404);
  });
});
