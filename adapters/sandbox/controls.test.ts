// The QA controls that make the next login or wallet request end otherwise: one-shot, persisted
// like the faults, cleared by the login or request that uses them (and by reset).
import { describe, expect, it } from 'vitest';
import { createSandboxSession } from '../session/sandbox-session';
import { memoryStore } from '../storage/local-store';
import { createSandboxWalletPort } from '../wallet/sandbox-wallet';
import { SANDBOX_LOGIN_FAILED } from './controls';
import { createSandbox } from './sandbox';
import { SANDBOX_WALLET_ERROR } from './wallet';

const fresh = (storage = memoryStore()) => createSandbox({ storage, wallClock: () => Date.UTC(2026, 0, 1) });
const payment = { action: 'payment' as const, extraParams: { checkoutSessionId: 'cs_sbx_one_time' } };

describe('sandbox login', () => {
  it('signs a guest in as the customer when nothing is armed', async () => {
    const { controls } = fresh();
    controls.setIdentity('guest');
    await expect(controls.login()).resolves.toMatchObject({ fullName: 'Alice Payer' });
    expect(controls.identity()).toBe('customer');
  });

  it("nextLogin('closed'): the next login answers null, nobody signs in, and the one after signs in", async () => {
    const { controls } = fresh();
    controls.setIdentity('guest');
    controls.nextLogin('closed');
    expect(controls.data().nextLogin).toBe('closed');
    await expect(controls.login()).resolves.toBeNull();
    expect(controls.identity()).toBe('guest');
    expect(controls.data().nextLogin).toBeUndefined();
    await expect(controls.login()).resolves.toMatchObject({ fullName: 'Alice Payer' });
  });

  it("nextLogin('failed'): the next login rejects with the sandbox's error, once", async () => {
    const { controls } = fresh();
    controls.setIdentity('guest');
    controls.nextLogin('failed');
    await expect(controls.login()).rejects.toThrow(SANDBOX_LOGIN_FAILED);
    expect(controls.identity()).toBe('guest');
    await expect(controls.login()).resolves.not.toBeNull();
  });

  it('nextLogin(null) disarms; reset clears it', async () => {
    const { controls } = fresh();
    controls.setIdentity('guest');
    controls.nextLogin('failed');
    controls.nextLogin(null);
    await expect(controls.login()).resolves.not.toBeNull();
    controls.nextLogin('closed');
    controls.reset();
    expect(controls.data().nextLogin).toBeUndefined();
  });

  it('is persisted: a reloaded sandbox still closes the next login', async () => {
    const storage = memoryStore();
    fresh(storage).controls.nextLogin('closed');
    const reloaded = fresh(storage).controls;
    reloaded.setIdentity('guest');
    await expect(reloaded.login()).resolves.toBeNull();
  });

  it('is what the sandbox session port does', async () => {
    const { controls } = fresh();
    const session = createSandboxSession(controls);
    controls.setIdentity('guest');
    expect(session.user()).toBeNull();
    controls.nextLogin('failed');
    await expect(session.login()).rejects.toThrow(SANDBOX_LOGIN_FAILED);
    controls.nextLogin('closed');
    await expect(session.login()).resolves.toBeNull();
    expect(session.user()).toBeNull();
    await expect(session.login()).resolves.toMatchObject({ fullName: 'Alice Payer' });
    expect(session.user()).toMatchObject({ fullName: 'Alice Payer' });
  });
});

describe('sandbox wallet: nextRequest', () => {
  it("'error': the next request fails at once with the sandbox's error, nothing pending, once", async () => {
    const { controls } = fresh();
    controls.wallet.nextRequest('error');
    expect(controls.data().nextWalletRequest).toBe('error');
    await expect(controls.wallet.connect(payment)).rejects.toThrow(SANDBOX_WALLET_ERROR);
    expect(controls.wallet.pending()).toBeNull();
    expect(controls.data().nextWalletRequest).toBeUndefined();
    // The next request waits for the payer as usual, and approving it pays.
    const outcome = controls.wallet.connect(payment);
    expect(controls.wallet.pending()).toMatchObject({ action: 'payment' });
    await controls.wallet.approve();
    await expect(outcome).resolves.toMatchObject({ status: 'approved' });
  });

  it('is what the sandbox wallet port does', async () => {
    const { controls } = fresh();
    controls.wallet.nextRequest('error');
    await expect(createSandboxWalletPort(controls).connect(payment)).rejects.toThrow(SANDBOX_WALLET_ERROR);
  });

  it('a failed request leaves an earlier pending one in place', async () => {
    const { controls } = fresh();
    const first = controls.wallet.connect(payment);
    const id = controls.wallet.pending()!.id;
    controls.wallet.nextRequest('error');
    await expect(controls.wallet.connect(payment)).rejects.toThrow(SANDBOX_WALLET_ERROR);
    expect(controls.wallet.pending()?.id).toBe(id);
    controls.wallet.decline();
    await expect(first).resolves.toMatchObject({ status: 'declined' });
  });

  it('null disarms; reset clears it; it is persisted', async () => {
    const storage = memoryStore();
    const { controls } = fresh(storage);
    controls.wallet.nextRequest('error');
    controls.wallet.nextRequest(null);
    void controls.wallet.connect(payment);
    expect(controls.wallet.pending()).not.toBeNull();
    controls.wallet.nextRequest('error');
    await expect(fresh(storage).controls.wallet.connect(payment)).rejects.toThrow(SANDBOX_WALLET_ERROR);
    controls.wallet.nextRequest('error');
    controls.reset();
    expect(controls.data().nextWalletRequest).toBeUndefined();
  });
});

describe('store preferences', () => {
  it('start as the real store: by invitation, reviewed; the switch shows in the snapshot and in the store’s state', async () => {
    const sandbox = fresh();
    expect(sandbox.controls.snapshot().store).toEqual({ permissionMode: 'inviting', needReview: true });
    sandbox.controls.storePreferences.set({ permissionMode: 'staking' });
    expect(sandbox.controls.storePreferences.get()).toEqual({ permissionMode: 'staking', needReview: true });
    sandbox.controls.storePreferences.set({ needReview: false });
    expect(sandbox.controls.snapshot().store).toEqual({ permissionMode: 'staking', needReview: false });
    expect(sandbox.controls.data().appStore).toMatchObject({ permissionMode: 'staking', needReview: false });
  });
});
