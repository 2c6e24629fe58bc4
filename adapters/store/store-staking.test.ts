// The store under the staking permission mode (docs/reference/store-shell.md §3.1, docs/spec/shell-store-and-tables.md §1 "under the
// staking permission mode, staking is also needed"): the passport stake and the publish stake are
// locked from the signing wallet when it approves, refused above its balance with nothing changed.
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { fromTokenToUnit } from '@domain/money';
import { createHttpClient } from '../http/client';
import { isApiError } from '../http/api-error';
import { DID } from '../sandbox/catalog/identities';
import { CURRENCY } from '../sandbox/catalog/currencies';
import { useSandbox as sandboxHarness } from '../sandbox/testing/harness';
import { exampleAppDid } from './example-did';
import { createStoreApi } from './store-api';

const h = sandboxHarness();
const http = createHttpClient({ baseUrl: () => '/store', locale: () => 'en', authToken: () => undefined, livemode: () => true, defaultTimeoutMs: 2000 });
const api = createStoreApi(http);
const abt = (tokens: string) => fromTokenToUnit(tokens, 18);
const balance = (did: string) => h.sandbox.controls.data().wallets[did]?.balances[CURRENCY.abt] ?? '0';
const stakes = () => h.sandbox.controls.data().appStore?.stakes ?? [];

async function refusal(promise: Promise<unknown>): Promise<{ message: string; code: string | undefined }> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return { message: error.message, code: error.details.code };
    throw error;
  }
  throw new Error('expected a refusal');
}

const setMode = (permissionMode: 'staking' | 'inviting') =>
  http.request({ method: 'PUT', path: '/api/__sandbox/preferences', body: { permissionMode }, schema: Schema.Unknown });

/** Signs the pending request in the sandbox wallet and answers the outcome. */
async function sign(action: 'stake-and-join' | 'free-publish-blocklet', extraParams: Record<string, string>) {
  const outcome = h.sandbox.controls.wallet.connect({ action, extraParams });
  await h.sandbox.controls.wallet.approve();
  return outcome;
}

/** A new app of the developer with 1.0.0 approved by the admin. */
async function approvedApp(name: string, seed: number) {
  h.as('developer');
  const app = await api.createApp({ name, remark: '', permission: 'Public', did: exampleAppDid(seed) });
  await api.upload({ did: app.did, version: '1.0.0', changeLog: 'first', readme: `# ${name}`, bundleSize: 10 });
  await api.requestReview(app.did, '1.0.0');
  h.as('admin');
  await api.review(app.did, '1.0.0', 'IN_REVIEW');
  await api.review(app.did, '1.0.0', 'APPROVED', { category: 'cat_ai', content: 'Fine' });
  h.as('developer');
  return app.did;
}

describe('joining under staking mode', () => {
  it('is refused by invitation mode, and needs the passport stake the wallet locks', async () => {
    h.as('customer');
    expect((await refusal(api.join())).message).toBe('Your must be invited to access this store');
    await setMode('staking');
    expect((await api.preferences())).toMatchObject({ permissionMode: 'staking', passportStakeAmount: '1', publishStakeAmount: '1' });
    // Without the stake there is no passport.
    expect(await refusal(api.join())).toMatchObject({ code: 'STAKE_REQUIRED' });
    const before = balance(DID.customer);
    expect(h.sandbox.controls.wallet.connect({ action: 'stake-and-join', extraParams: {} })).toBeDefined();
    // The wallet shows the stake it locks.
    expect(h.sandbox.controls.wallet.pending()).toMatchObject({ amount: abt('1'), currencyId: CURRENCY.abt });
    await h.sandbox.controls.wallet.approve();
    expect(balance(DID.customer)).toBe((BigInt(before) - BigInt(abt('1'))).toString());
    await api.join();
    expect(await api.developerStatus()).toEqual({ developer: true, blocked: false });
    expect(stakes()).toMatchObject([{ purpose: 'passport', userDid: DID.customer, amount: abt('1') }]);
  });

  it('refuses the stake above the wallet balance: no stake, no passport', async () => {
    await setMode('staking');
    h.as('customer');
    h.sandbox.controls.wallet.setBalance(DID.customer, CURRENCY.abt, abt('0.5'));
    const outcome = await sign('stake-and-join', {});
    expect(outcome).toMatchObject({ status: 'declined', reason: expect.stringContaining('Insufficient balance') });
    expect(balance(DID.customer)).toBe(abt('0.5'));
    expect(stakes()).toEqual([]);
    expect(await refusal(api.join())).toMatchObject({ code: 'STAKE_REQUIRED' });
  });
});

describe('publishing under staking mode', () => {
  it('locks one publish stake per app from the wallet; without the balance the wallet refuses and the version stays approved', async () => {
    const did = await approvedApp('staked-app', 31);
    await setMode('staking');
    h.sandbox.controls.wallet.setBalance(DID.developer, CURRENCY.abt, '0');
    const refused = await sign('free-publish-blocklet', { did, version: '1.0.0' });
    expect(refused).toMatchObject({ status: 'declined', reason: expect.stringContaining('Insufficient balance') });
    expect((await api.detail(did, '1.0.0')).specifiedVersion?.status).toBe('APPROVED');
    expect(stakes()).toEqual([]);

    h.sandbox.controls.wallet.setBalance(DID.developer, CURRENCY.abt, abt('3'));
    h.sandbox.controls.wallet.connect({ action: 'free-publish-blocklet', extraParams: { did, version: '1.0.0' } });
    expect(h.sandbox.controls.wallet.pending()).toMatchObject({ amount: abt('1'), currencyId: CURRENCY.abt });
    await h.sandbox.controls.wallet.approve();
    expect((await api.detail(did, '1.0.0')).specifiedVersion?.status).toBe('PUBLISHED');
    expect(balance(DID.developer)).toBe(abt('2'));
    expect(stakes()).toMatchObject([{ purpose: 'publish', appDid: did, userDid: DID.developer, amount: abt('1') }]);

    // A later version of the same app is published without a second stake.
    await api.upload({ did, version: '1.1.0', changeLog: 'second', readme: '# again', bundleSize: 10 });
    await api.requestReview(did, '1.1.0');
    h.as('admin');
    await api.review(did, '1.1.0', 'IN_REVIEW');
    await api.review(did, '1.1.0', 'APPROVED', { category: 'cat_ai', content: 'Fine' });
    h.as('developer');
    h.sandbox.controls.wallet.connect({ action: 'free-publish-blocklet', extraParams: { did, version: '1.1.0' } });
    expect(h.sandbox.controls.wallet.pending()?.amount).toBeUndefined();
    await h.sandbox.controls.wallet.approve();
    expect((await api.detail(did, '1.1.0')).specifiedVersion?.status).toBe('PUBLISHED');
    expect(balance(DID.developer)).toBe(abt('2'));
    expect(stakes()).toHaveLength(1);
  });

  it('takes no stake in invitation mode', async () => {
    const did = await approvedApp('free-to-publish', 32);
    h.sandbox.controls.wallet.setBalance(DID.developer, CURRENCY.abt, '0');
    expect(await sign('free-publish-blocklet', { did, version: '1.0.0' })).toMatchObject({ status: 'approved' });
    expect((await api.detail(did, '1.0.0')).specifiedVersion?.status).toBe('PUBLISHED');
    expect(stakes()).toEqual([]);
  });
});
