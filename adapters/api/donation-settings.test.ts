// Contract tests of donation settings: owner/admin only, enable, validated save that the
// donation link follows, the 1-hour local cache.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../sandbox/testing/harness';
import { startCheckoutFromLink } from './checkout';
import { donationSettingsApi, donationSettingsCache, DONATION_CACHE_TTL_MS } from './donation-settings';
import type { KeyValueStore } from '../storage/local-store';

const memory = (): KeyValueStore => {
  const map = new Map<string, string>();
  return { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
};

const next = {
  payment_link_id: 'plink_sbx_donation',
  amount: { presets: ['2', '20', '8'], preset: '8', custom: true, minimum: '1', maximum: '50' },
  btn_text: 'Buy me a coffee',
  thank_you: 'Coffee received, thank you!',
  beneficiaries: [],
};

describe('donation settings against the sandbox', () => {
  const { http, sandbox, as } = useSandbox();
  let clock = 1_000_000;
  const store = memory();
  const cache = donationSettingsCache(store, () => clock);
  const api = donationSettingsApi(http, cache, () => true);

  it('only the owner or an admin lists them; a customer is refused', async () => {
    as('customer');
    await expect(api.list()).rejects.toMatchObject({ message: 'Only the owner or an admin can see donation settings' });
    as('admin');
    expect((await api.list()).map((r) => [r.mount_location, r.active])).toEqual([
      ['sandbox-blog-tips', true],
      ['sandbox-docs-tips', false],
    ]);
  });

  it('a save is validated by the domain rules and the donation link follows it', async () => {
    as('admin');
    await expect(api.save('sandbox-blog-tips', { ...next, amount: { ...next.amount, maximum: '10' } })).rejects.toMatchObject({
      message: 'Validate failed: presets: Preset 20 is outside the custom range 1 – 10',
    });
    const saved = await api.save('sandbox-blog-tips', next);
    expect(saved.settings).toMatchObject({ btn_text: 'Buy me a coffee' });
    as('guest');
    const { checkoutSession, paymentLink } = await startCheckoutFromLink(http, 'plink_sbx_donation');
    const link = sandbox.controls.data().links.plink_sbx_donation!;
    expect(link.donation_settings?.amount).toMatchObject({ presets: ['2', '8', '20'], minimum: '1', maximum: '50' });
    expect(link.donation_settings?.btn_text).toBe('Buy me a coffee');
    expect(link.after_completion?.hosted_confirmation?.custom_message).toBe('Coffee received, thank you!');
    expect(checkoutSession.line_items[0]?.price.custom_unit_amount).toMatchObject({ presets: ['2', '8', '20'], maximum: '50' });
    expect(checkoutSession.line_items[0]?.custom_amount).toBe('8000000000000000000');
    expect(paymentLink?.donation_settings?.btn_text).toBe('Buy me a coffee');
  });

  it('enabling an inactive setting: owner yes, customer no; each write refreshes the 1-hour cache', async () => {
    as('customer');
    await expect(api.enable('setting_sbx_docs_tips')).rejects.toMatchObject({ message: 'Only the owner or an admin can enable donations' });
    as('owner');
    const enabled = await api.enable('setting_sbx_docs_tips');
    expect(enabled.active).toBe(true);
    expect(cache.read('sandbox-docs-tips', true)?.active).toBe(true);
    clock += DONATION_CACHE_TTL_MS - 1;
    expect(cache.read('sandbox-docs-tips', true)).not.toBeNull();
    clock += 1;
    expect(cache.read('sandbox-docs-tips', true)).toBeNull();
    store.set('donate-settings-broken-true', '{not json');
    expect(cache.read('broken', true)).toBeNull();
  });

  it('faults apply to the list', async () => {
    as('admin');
    sandbox.controls.faults.set('settings.donationList', { kind: 'error500', times: 1 });
    await expect(api.list()).rejects.toMatchObject({ kind: 'http' });
  });
});
