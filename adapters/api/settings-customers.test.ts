import { describe, expect, it } from 'vitest';
import { useSandbox } from '../sandbox/testing/harness';
import { customerMeQuery, getCustomerMe, syncCustomerToSpace } from './customers';
import { enableDonationSettings, ensureDonationSettings, getSettings, updateDonationSettings } from './settings';
import { QueryClient } from '@tanstack/react-query';

describe('settings and customers against the sandbox', () => {
  const { http, as, sandbox } = useSandbox();

  it('serves payment methods with a DID-wallet chain (two tokens), ethereum and a card method', async () => {
    const settings = await getSettings(http, true);
    const types = settings.paymentMethods.map((m) => m.type);
    expect(types).toEqual(['arcblock', 'ethereum', 'stripe']);
    const arcblock = settings.paymentMethods[0]!;
    expect(arcblock.payment_currencies.filter((c) => c.type !== 'credit').map((c) => c.symbol)).toEqual(['ABT', 'TBA']);
    expect(settings.paymentMethods[2]!.settings?.stripe?.publishable_key).toMatch(/^pk_test_/);
    expect(settings.baseCurrency.symbol).toBe('ABT');
  });

  it('answers livemode=false with test-mode methods', async () => {
    const settings = await getSettings(http, false);
    expect(settings.paymentMethods.every((m) => !m.livemode)).toBe(true);
  });

  it('returns the logged-in customer, and null for a guest', async () => {
    const me = await getCustomerMe(http);
    expect(me?.email).toBe('alice@example.com');
    as('guest');
    expect(await getCustomerMe(http)).toBeNull();
    const client = new QueryClient();
    expect(await client.fetchQuery(customerMeQuery(http))).toBeNull();
  });

  it('syncs to the DID Space for a logged-in user', async () => {
    await expect(syncCustomerToSpace(http)).resolves.toEqual({ synced: true });
    expect(Object.keys(sandbox.controls.data().flags)).toContain('synced:z1SandboxCustomerAliceXXXXXXXXXXXXXX');
  });

  it('creates, edits and enables donation settings (admins only for enabling)', async () => {
    const record = await ensureDonationSettings(http, { mountLocation: 'blog', livemode: true, settings: { amount: { presets: ['1'] } }, active: false });
    expect(record.active).toBe(false);
    expect((await ensureDonationSettings(http, { mountLocation: 'blog', livemode: true, settings: {} })).id).toBe(record.id);
    await expect(enableDonationSettings(http, record.id)).rejects.toMatchObject({ kind: 'http', details: { status: 403 } });
    as('owner');
    expect((await enableDonationSettings(http, record.id)).active).toBe(true);
    const edited = await updateDonationSettings(http, 'blog', true, { btn_text: 'Tip' });
    expect(edited.settings).toMatchObject({ btn_text: 'Tip', amount: { presets: ['1'] } });
  });
});
