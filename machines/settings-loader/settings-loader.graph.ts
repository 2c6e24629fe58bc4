// The settings loader for path generation: event payloads for its one actor's answers.
// Shared by its path test, the QA CLI and the coverage gate (machines/registry.ts).
import { defineGraph } from '@machines/test-kit/machine-graph';
import { settingsLoaderMachine } from './settings-loader.machine';

export const settingsLoaderGraph = defineGraph({
  machine: settingsLoaderMachine,
  options: {
    events: {
      'xstate.done.actor.loadSettings': [{ type: 'xstate.done.actor.loadSettings', output: { paymentMethods: [] } }],
      'xstate.error.actor.loadSettings': [{ type: 'xstate.error.actor.loadSettings', error: new Error('down') }],
    },
  },
});
