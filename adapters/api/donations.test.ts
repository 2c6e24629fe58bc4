// Contract tests of the donation widget's endpoints: a target's tip link (created once, updated
// after, refused when invalid) and its supporters (seeded, then grown by a paid tip).
import { describe, expect, it } from 'vitest';
import type { CheckoutFormValues } from '@machines/ports';
import { useSandbox } from '../sandbox/testing/harness';
import { createCheckoutApi } from './checkout';
import { listSupporters, startDonation } from './donations';

const form = (): CheckoutFormValues => ({
  customer_name: '',
  customer_email: '',
  customer_phone: '',
  payment_currency: 'pc_abt',
  payment_method: 'pm_arcblock',
  billing_address: { country: 'us', state: '', city: '', line1: '', line2: '', postal_code: '' },
});

describe('donations against the sandbox', () => {
  const { http, sandbox, as } = useSandbox();
  const checkout = createCheckoutApi(http);

  it('gives a target one tip link with the reference defaults, and updates it in place', async () => {
    as('guest');
    const link = await startDonation(http, true, { target: 'post-1', title: 'Tip post 1' });
    expect(link).toMatchObject({ id: 'plink_donate_post-1', name: 'Tip post 1', submit_type: 'donate' });
    expect(link.donation_settings?.amount).toMatchObject({ presets: ['1', '5', '10'], preset: '1', minimum: '0.01', maximum: '100', custom: true });
    const again = await startDonation(http, true, { target: 'post-1', amount: { presets: ['2', '4'], preset: '4', minimum: '1', maximum: '20' } });
    expect(again.id).toBe(link.id);
    expect(again.donation_settings?.amount).toMatchObject({ presets: ['2', '4'], preset: '4', minimum: '1', maximum: '20' });
    // The checkout started from it offers the new preset and enforces the new range.
    const view = await checkout.startFromLink(link.id);
    expect(view.checkoutSession.amount_total).toBe('4000000000000000000');
    await expect(checkout.setAmount(view.checkoutSession.id, 'price_tip', '30000000000000000000')).rejects.toMatchObject({ details: { status: 400 } });
    // Another target keeps its own range.
    const other = await startDonation(http, true, { target: 'post-2' });
    expect(other.donation_settings?.amount).toMatchObject({ maximum: '100' });
  });

  it('refuses a missing target and invalid amounts', async () => {
    await expect(startDonation(http, true, { target: ' ' })).rejects.toMatchObject({ message: '"target" is required', details: { status: 400 } });
    await expect(startDonation(http, true, { target: 'post-1', amount: { presets: ['50'], minimum: '1', maximum: '10' } })).rejects.toMatchObject({
      message: expect.stringMatching(/^Validate failed: presets: /) as unknown as string,
    });
    expect(sandbox.controls.data().links['plink_donate_post-1']).toBeUndefined();
    await expect(listSupporters(http, '', true)).rejects.toMatchObject({ message: '"target" is required' });
  });

  it('lists the seeded supporters of the example article, newest first, and adds the payer of a paid tip', async () => {
    const before = await listSupporters(http, 'example-article', true);
    expect(before.supporters.map((s) => [s.name, s.amount_total])).toEqual([
      ['Mei Chen', '10000000000000000000'],
      ['Linus Lee', '1000000000000000000'],
      ['Grace Hopper', '5000000000000000000'],
    ]);
    expect(before.total).toBe('16000000000000000000');
    expect(before.payment_link_id).toBe('plink_donate_example-article');
    expect((await listSupporters(http, 'nobody-tipped-this', true)).supporters).toEqual([]);
    expect((await listSupporters(http, 'example-article', false)).supporters).toEqual([]);

    as('customer');
    const link = await startDonation(http, true, { target: 'example-article' });
    const view = await checkout.startFromLink(link.id);
    await checkout.submit(view.checkoutSession.id, form(), { donation: true, kind: 'crypto' });
    // An open, unpaid tip is not a supporter yet.
    expect((await listSupporters(http, 'example-article', true)).supporters).toHaveLength(3);
    const outcome = sandbox.controls.wallet.connect({ action: 'payment', extraParams: { checkoutSessionId: view.checkoutSession.id } });
    await sandbox.controls.wallet.approve();
    await expect(outcome).resolves.toMatchObject({ status: 'approved' });
    const after = await listSupporters(http, 'example-article', true);
    expect(after.supporters).toHaveLength(4);
    expect(after.supporters.find((s) => s.id === view.checkoutSession.id)).toMatchObject({ name: 'Alice Payer', amount_total: '1000000000000000000' });
    expect(after.total).toBe('17000000000000000000');
  });
});
