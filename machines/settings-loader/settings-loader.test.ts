import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { settingsLoaderMachine } from './settings-loader.machine';
import { settingsLoaderView } from './settings-loader.view';

const withLoader = (load: () => Promise<unknown>) =>
  settingsLoaderMachine.provide({ actors: { loadSettings: fromPromise(load) } });

describe('settings loader', () => {
  it('loads the settings and shows them', async () => {
    const actor = createActor(withLoader(async () => ({ paymentMethods: [] }))).start();
    expect(settingsLoaderView(actor.getSnapshot()).status).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(settingsLoaderView(actor.getSnapshot())).toMatchObject({ status: 'ready', settings: { paymentMethods: [] } });
  });

  it('keeps the error for the alert and loads again on retry', async () => {
    let calls = 0;
    const actor = createActor(
      withLoader(async () => {
        calls += 1;
        if (calls === 1) throw new Error('Service unavailable');
        return { paymentMethods: ['ok'] };
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect((settingsLoaderView(actor.getSnapshot()).error as Error).message).toBe('Service unavailable');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.attempts).toBe(2);
    expect(settingsLoaderView(actor.getSnapshot()).error).toBeUndefined();
  });
});
