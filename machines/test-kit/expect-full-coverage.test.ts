import { describe, expect, it } from 'vitest';
import { settingsLoaderMachine } from '../settings-loader/settings-loader.machine';
import { baselineProblems } from './expect-full-coverage';
import { expectFullCoverage, generatePaths, inventoryOf, measureCoverage } from './index';

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

describe('path coverage helper against the committed baseline', () => {
  const baseline = { machines: { 'settings-loader': { states: inventoryOf(settingsLoaderMachine).states, transitions: inventoryOf(settingsLoaderMachine).transitions.map((t) => t.id) } } };

  it('finds the machine by its root state and has nothing to say when it matches', () => {
    expect(baselineProblems(settingsLoaderMachine, baseline)).toEqual([]);
    expect(baselineProblems(settingsLoaderMachine)).toEqual([]);
  });

  it('names a transition of the baseline that the machine lost, and one it gained', () => {
    const retry = baseline.machines['settings-loader'].transitions.find((id) => id.includes('user.retry'))!;
    const lost = { machines: { 'settings-loader': { ...baseline.machines['settings-loader'], transitions: [...baseline.machines['settings-loader'].transitions, 'settingsLoader.ready --user.vanished#0--> settingsLoader.loading'] } } };
    expect(baselineProblems(settingsLoaderMachine, lost)).toEqual([
      'transition of the baseline (settings-loader) gone from the machine: settingsLoader.ready --user.vanished#0--> settingsLoader.loading',
      expect.stringMatching(/baseline --write/),
    ]);
    const gained = { machines: { 'settings-loader': { ...baseline.machines['settings-loader'], transitions: baseline.machines['settings-loader'].transitions.filter((id) => id !== retry) } } };
    expect(baselineProblems(settingsLoaderMachine, gained)[0]).toBe(`new transition, not in the baseline (settings-loader): ${retry}`);
  });
});
