import { describe, expect, it } from 'vitest';
import { settingsLoaderMachine } from '../settings-loader/settings-loader.machine';
import { expectFullCoverage, generatePaths, measureCoverage } from './index';

// The kit must catch a hole: these tests take the real settings loader and remove things.
const events = {
  'xstate.done.actor.loadSettings': [{ type: 'xstate.done.actor.loadSettings', output: {} }],
  'xstate.error.actor.loadSettings': [{ type: 'xstate.error.actor.loadSettings', error: new Error('down') }],
};

describe('path coverage helper', () => {
  it('fails when the paths skip one transition', () => {
    const withoutRetry = (paths: ReturnType<typeof generatePaths>) =>
      paths.filter((path) => !path.steps.some((step) => step.event.type === 'user.retry'));
    expect(() => expectFullCoverage(settingsLoaderMachine, { events, paths: withoutRetry })).toThrow(
      /transition never taken: settingsLoader\.failed --user\.retry#0--> settingsLoader\.loading/,
    );
  });

  it('fails when a state is unreachable with the events given', () => {
    const onlySuccess = { 'xstate.done.actor.loadSettings': events['xstate.done.actor.loadSettings'], 'xstate.error.actor.loadSettings': [] };
    expect(() => expectFullCoverage(settingsLoaderMachine, { events: onlySuccess })).toThrow(/state never reached: settingsLoader\.failed/);
  });

  it('counts what the replay really reached', () => {
    const report = measureCoverage(settingsLoaderMachine, generatePaths(settingsLoaderMachine, { events }));
    expect(report.states).toMatchObject({ covered: 4, total: 4 });
    expect(report.transitions).toMatchObject({ covered: 4, total: 4 });
    expect(report.divergences).toEqual([]);
  });
});
