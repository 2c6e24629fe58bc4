import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { AutoTopUpPayload } from '@domain/auto-top-up';
import type { AutoTopUpConfig } from '@domain/model';
import type { AutoTopUpSubmitResult } from '@domain/model/subscription-actions';
import type { Notice, WalletOutcome, WalletRequest } from '@machines/ports';
import { autoTopUpImplementations } from './auto-top-up.actors';
import { autoTopUpAnswers, autoTopUpConfigs } from './auto-top-up.graph';
import { autoTopUpMachine } from './auto-top-up.machine';
import { autoTopUpView } from './auto-top-up.view';

const input = { did: 'z1Alice', currencyId: 'pc_credit', rules: { currencyId: 'pc_credit', thresholdPrecision: 2, amountPrecision: 2 } };

function start(options: { config?: AutoTopUpConfig; submit?: AutoTopUpSubmitResult; wallet?: WalletOutcome; retrieve?: AutoTopUpConfig[] } = {}) {
  const submitted: AutoTopUpPayload[] = [];
  const walletRequests: WalletRequest[] = [];
  const notices: Notice[] = [];
  const polls = [...(options.retrieve ?? [autoTopUpConfigs.on])];
  const clock = new SimulatedClock();
  const machine = autoTopUpMachine.provide({
    actors: {
      loadConfig: fromPromise(async () => options.config ?? autoTopUpConfigs.off),
      submitConfig: fromPromise<AutoTopUpSubmitResult, AutoTopUpPayload>(async ({ input: payload }) => {
        submitted.push(payload);
        return options.submit ?? autoTopUpAnswers.sufficient;
      }),
      retrieveConfig: fromPromise(async () => polls.shift() ?? autoTopUpConfigs.unauthorized),
      connectWallet: fromPromise<WalletOutcome, WalletRequest>(async ({ input: request }) => {
        walletRequests.push(request);
        return options.wallet ?? { status: 'approved' };
      }),
    },
    actions: { notify: (_, notice: Notice) => void notices.push(notice) },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, submitted, walletRequests, notices, view: () => autoTopUpView(actor.getSnapshot()) };
}
const editing = (s: { value: unknown }) => s.value === 'editing';

describe('auto top-up dialog', () => {
  it('validates before saving: an invalid threshold stays at the field, nothing is sent', async () => {
    const { actor, submitted, view } = start();
    await waitFor(actor, editing);
    actor.send({ type: 'user.toggle', enabled: true });
    actor.send({ type: 'user.edit', field: 'threshold', value: '0' });
    actor.send({ type: 'user.save' });
    expect(view().step).toBe('editing');
    expect(view().errors.threshold?.message).toBe('Threshold must be greater than 0');
    expect(submitted).toEqual([]);
    actor.send({ type: 'user.edit', field: 'threshold', value: '75' });
    expect(view().errors.threshold).toBeUndefined();
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted[0]).toMatchObject({ enabled: true, threshold: '75', daily_limits: { max_amount: '0', max_attempts: 0 } });
  });

  it('editing a field clears only that field’s message; the other refusals stay at their fields', async () => {
    const { actor, view } = start();
    await waitFor(actor, editing);
    actor.send({ type: 'user.toggle', enabled: true });
    actor.send({ type: 'user.edit', field: 'threshold', value: '0' });
    actor.send({ type: 'user.edit', field: 'quantity', value: '0' });
    actor.send({ type: 'user.save' });
    expect(Object.keys(view().errors).sort()).toEqual(['quantity', 'threshold']);
    actor.send({ type: 'user.edit', field: 'threshold', value: '75' });
    expect(view().errors.threshold).toBeUndefined();
    expect(view().errors.quantity).toBeDefined();
  });

  it('a refused save clears the last failure: the form shows only its field messages', async () => {
    let answers = 0;
    const machine = autoTopUpMachine.provide({
      actors: {
        loadConfig: fromPromise(async () => autoTopUpConfigs.off),
        submitConfig: fromPromise<AutoTopUpSubmitResult, AutoTopUpPayload>(async () => {
          answers += 1;
          throw new Error('Service unavailable');
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, editing);
    actor.send({ type: 'user.toggle', enabled: true });
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => editing(s) && s.context.error !== null);
    expect(autoTopUpView(actor.getSnapshot()).errorText).toBe('Service unavailable');
    actor.send({ type: 'user.edit', field: 'threshold', value: '0' });
    actor.send({ type: 'user.save' });
    expect(autoTopUpView(actor.getSnapshot())).toMatchObject({ step: 'editing', errorText: null, errors: { threshold: expect.objectContaining({ message: 'Threshold must be greater than 0' }) } });
    expect(answers).toBe(1);
  });

  it('a card payer not authorised: set-up on save, then the config is polled until it names the payer', async () => {
    const { actor, clock, notices, view } = start({ submit: autoTopUpAnswers.card, retrieve: [autoTopUpConfigs.unauthorized, autoTopUpConfigs.on] });
    await waitFor(actor, editing);
    actor.send({ type: 'user.toggle', enabled: true });
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.matches('cardSetup'));
    expect(view().cardSecret).toBe('seti_1_secret');
    actor.send({ type: 'card.succeeded' });
    await waitFor(actor, (s) => s.matches({ authorized: 'waiting' }));
    expect(view().step).toBe('authorizing');
    clock.increment(2000);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('saved');
    expect(notices).toEqual([{ tone: 'success', key: 'portalSettings.autoTopUp.saved' }]);
  });

  it('a declined card returns to the form with the card provider’s text', async () => {
    const { actor, view } = start({ submit: autoTopUpAnswers.card });
    await waitFor(actor, editing);
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.matches('cardSetup'));
    actor.send({ type: 'card.failed', error: new Error('Your card was declined.') });
    expect(view()).toMatchObject({ step: 'editing', errorText: 'Your card was declined.' });
  });

  it('a wallet payer authorises with auto-recharge-auth; a declined wallet says so', async () => {
    const { actor, walletRequests, view } = start({ config: autoTopUpConfigs.unauthorized, submit: autoTopUpAnswers.wallet, wallet: { status: 'declined' } });
    await waitFor(actor, editing);
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => editing(s) && s.context.problem !== null);
    expect(walletRequests).toEqual([{ action: 'auto-recharge-auth', extraParams: { configId: 'atu_1', customerId: '', currencyId: 'pc_credit' } }]);
    expect(view().problem).toBe('portalSettings.autoTopUp.authDeclined');
  });

  it('no payer after 3 minutes of polling: the form says the authorisation timed out', async () => {
    const { actor, clock, view } = start({ config: autoTopUpConfigs.unauthorized, submit: autoTopUpAnswers.wallet, retrieve: [] });
    await waitFor(actor, editing);
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.matches({ authorized: 'waiting' }));
    clock.increment(180_000);
    await waitFor(actor, editing);
    expect(view().problem).toBe('portalSettings.autoTopUp.authTimedOut');
  });

  it('switching an enabled config off saves at once, disabled, whatever the form holds', async () => {
    const { actor, submitted, notices } = start({ config: autoTopUpConfigs.on, submit: autoTopUpAnswers.off });
    await waitFor(actor, editing);
    actor.send({ type: 'user.edit', field: 'threshold', value: 'nonsense' });
    actor.send({ type: 'user.toggle', enabled: false });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toEqual([expect.objectContaining({ enabled: false, threshold: '100' })]);
    expect(notices).toEqual([{ tone: 'success', key: 'portalSettings.autoTopUp.disabled' }]);
  });

  it('switching off keeps everything else as saved: threshold, plan, quantity, recharge currency and daily limits', async () => {
    const limited = { ...autoTopUpConfigs.on, quantity: 3, recharge_currency_id: 'pc_usd', daily_limits: { max_amount: '20', max_attempts: 4 } };
    const unlimited = { ...autoTopUpConfigs.on, quantity: 1, recharge_currency_id: null, daily_limits: { max_amount: '0', max_attempts: 0 } };
    for (const [config, payload] of [
      [limited, { currency_id: 'pc_credit', enabled: false, threshold: '100', price_id: 'price_credits', quantity: 3, recharge_currency_id: 'pc_usd', daily_limits: { max_amount: '20', max_attempts: 4 } }],
      [unlimited, { currency_id: 'pc_credit', enabled: false, threshold: '100', price_id: 'price_credits', quantity: 1, recharge_currency_id: '', daily_limits: { max_amount: '0', max_attempts: 0 } }],
    ] as const) {
      const { actor, submitted } = start({ config: config as AutoTopUpConfig, submit: autoTopUpAnswers.off });
      await waitFor(actor, editing);
      actor.send({ type: 'user.toggle', enabled: false });
      await waitFor(actor, (s) => s.status === 'done');
      expect(submitted).toEqual([payload]);
    }
  });

  it('a failed load shows its text, offers retry and can be closed', async () => {
    const failing = autoTopUpMachine.provide({
      actors: {
        loadConfig: fromPromise<AutoTopUpConfig, { did: string; currencyId: string }>(async () => {
          throw new Error('Auto top-up configuration not found');
        }),
      },
    });
    const actor = createActor(failing, { input }).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(autoTopUpView(actor.getSnapshot())).toMatchObject({ step: 'loadFailed', errorText: 'Auto top-up configuration not found' });
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

// The dialog over fake ports, through autoTopUpImplementations (the composition root's wiring):
// which call each step makes, for which customer, currency and config.
describe('auto top-up dialog over its ports', () => {
  function startOverPorts(submit: AutoTopUpSubmitResult, wallet: WalletOutcome = { status: 'approved' }) {
    const notices: Notice[] = [];
    const autoTopUp = {
      get: vi.fn(async (_did: string, _currencyId: string, _signal?: AbortSignal) => autoTopUpConfigs.off),
      submit: vi.fn(async (_payload: AutoTopUpPayload) => submit),
      retrieve: vi.fn(async (_id: string, _signal?: AbortSignal) => ({ ...autoTopUpConfigs.unauthorized, payer: 'z1Alice' })),
    };
    const walletPort = { connect: vi.fn(async (_request: WalletRequest, _signal?: AbortSignal) => wallet) };
    const machine = autoTopUpMachine.provide(autoTopUpImplementations({ autoTopUp, wallet: walletPort, notifier: { notify: (notice) => void notices.push(notice) } }));
    const actor = createActor(machine, { input }).start();
    return { actor, autoTopUp, walletPort, notices };
  }

  it('loads the config of this customer and currency, saves the form, and the wallet authorises that config', async () => {
    const { actor, autoTopUp, walletPort, notices } = startOverPorts({ ...autoTopUpAnswers.wallet, config: { ...autoTopUpConfigs.unauthorized, customer_id: 'cus_9' } });
    await waitFor(actor, editing);
    expect(autoTopUp.get).toHaveBeenCalledWith('z1Alice', 'pc_credit', expect.any(AbortSignal));
    actor.send({ type: 'user.toggle', enabled: true });
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(autoTopUp.submit).toHaveBeenCalledWith(expect.objectContaining({ currency_id: 'pc_credit', enabled: true, threshold: '50' }));
    expect(walletPort.connect).toHaveBeenCalledWith({ action: 'auto-recharge-auth', extraParams: { configId: 'atu_1', customerId: 'cus_9', currencyId: 'pc_credit' } }, expect.any(AbortSignal));
    expect(autoTopUp.retrieve).toHaveBeenCalledWith('atu_1', expect.any(AbortSignal));
    expect(notices).toEqual([{ tone: 'success', key: 'portalSettings.autoTopUp.saved' }]);
  });
});
