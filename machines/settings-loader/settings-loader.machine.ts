import { assign, fromPromise, setup } from 'xstate';
import type { SettingsLoaderContext, SettingsLoaderEvent } from './settings-loader.types';

export type { SettingsLoaderContext, SettingsLoaderEvent } from './settings-loader.types';

/**
 * Loads the payment settings (methods and currencies) a checkout or portal page needs before it
 * can render: loading → ready, or failed with the error text and a retry. A livemode switch
 * reloads. Generic over the settings type so the machine stays free of adapter details.
 */
export const settingsLoaderMachine = setup({
  types: {
    context: {} as SettingsLoaderContext,
    events: {} as SettingsLoaderEvent,
  },
  actors: {
    loadSettings: fromPromise<unknown>(async () => {
      throw new Error('loadSettings is not provided');
    }),
  },
}).createMachine({
  id: 'settingsLoader',
  initial: 'loading',
  context: { settings: undefined, error: undefined, attempts: 0 },
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ready: {
      on: { 'user.reload': 'loading' },
    },
    failed: {
      tags: ['error'],
      on: { 'user.retry': 'loading' },
    },
  },
});
