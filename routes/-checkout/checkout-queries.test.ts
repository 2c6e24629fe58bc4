// Every call on the path to the form ends within a few seconds.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CoreAdapters } from '@adapters/compose';
import { useSandbox } from '@adapters/sandbox/testing/harness';
import { customerMeQuery } from '@adapters/api/customers';
import { settingsQuery } from '@adapters/api/settings';
import { memoryStore, webStore } from '@adapters/storage/local-store';
import { checkoutCustomerQuery, checkoutSettingsQuery, PATH_TO_FORM_TIMEOUT_MS } from './checkout-queries';

describe('the checkout queries on the path to the form', () => {
  // The client's own default is 30 s: only the checkout's bound can end these calls in time.
  const { http, sandbox } = useSandbox({ timeoutMs: 30_000 });
  const adapters = { http, livemode: () => true, session: webStore('session') } as unknown as CoreAdapters;

  it('a hanging profile call ends in a few seconds, not retried: the form shows without it', async () => {
    sandbox.controls.faults.set('customers.me', { kind: 'timeout' });
    const client = new QueryClient();
    const started = Date.now();
    await expect(client.fetchQuery(checkoutCustomerQuery(adapters))).rejects.toMatchObject({ kind: 'timeout' });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(PATH_TO_FORM_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(PATH_TO_FORM_TIMEOUT_MS + 1_500);
  }, 10_000);

  it('a hanging settings call gives up after the same bound and is not retried; other failures are retried once', () => {
    const retry = checkoutSettingsQuery(adapters).retry as (failures: number, error: unknown) => boolean;
    expect(PATH_TO_FORM_TIMEOUT_MS).toBeLessThanOrEqual(5_000);
    expect(retry(0, Object.assign(new Error('t'), { _tag: 'ApiError', kind: 'timeout' }))).toBe(false);
    expect(retry(0, Object.assign(new Error('n'), { _tag: 'ApiError', kind: 'network' }))).toBe(true);
    expect(retry(1, Object.assign(new Error('n'), { _tag: 'ApiError', kind: 'network' }))).toBe(false);
    expect(checkoutCustomerQuery(adapters).retry).toBe(false);
  });

  // The queries load their code when they run; they must still be the very cache
  // entries the other readers use, and keep the settings' session-storage copy (docs/spec/checkout-and-billing.md §7).
  it('share the keys of adapters/api, and the settings come from the page’s session copy without asking', async () => {
    const withCopy = { http, livemode: () => true, session: memoryStore() } as unknown as CoreAdapters;
    expect(checkoutSettingsQuery(withCopy).queryKey).toEqual(settingsQuery(http, true).queryKey);
    expect(checkoutCustomerQuery(withCopy).queryKey).toEqual(customerMeQuery(http).queryKey);
    const asked = await new QueryClient().fetchQuery(checkoutSettingsQuery(withCopy));
    sandbox.controls.faults.set('settings.get', { kind: 'error500' });
    // (proof that the server now refuses: the plain settings query, with no copy, fails)
    await expect(new QueryClient().fetchQuery(settingsQuery(http, true))).rejects.toMatchObject({ kind: 'http' });
    await expect(new QueryClient().fetchQuery(checkoutSettingsQuery(withCopy))).resolves.toEqual(asked);
  });
});
