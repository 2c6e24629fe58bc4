import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { settingsLoaderMachine } from './settings-loader.machine';

const events = {
  'xstate.done.actor.loadSettings': [{ type: 'xstate.done.actor.loadSettings', output: { paymentMethods: [] } }],
  'xstate.error.actor.loadSettings': [{ type: 'xstate.error.actor.loadSettings', error: new Error('down') }],
};

describe('settings loader paths', () => {
  it('covers every state and transition', () => {
    const report = expectFullCoverage(settingsLoaderMachine, { events });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
