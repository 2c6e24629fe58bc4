import { describe, expect, it } from 'vitest';
import { routeProgressMachine } from '../route-progress/route-progress.machine';
import { baselineProblems } from './expect-full-coverage';
import { expectFullCoverage, generatePaths, inventoryOf, measureCoverage } from './index';

// The kit must catch a hole: these tests take the real route progress machine (11 states,
// 9 transitions, a guarded `always`, timers and a parallel state) and remove things.
const machine = routeProgressMachine;
const inventory = inventoryOf(machine);

describe('path coverage helper', () => {
  it('fails when the paths skip one transition', () => {
    // A navigation that starts again while the bar fills: the only way back from finishing to shown.
    const withoutRestart = (paths: ReturnType<typeof generatePaths>) =>
      paths.filter((path) => !path.steps.some((step, i) => step.event.type === 'router.pending' && i > 0 && path.steps[i - 1]!.state.matches('finishing')));
    expect(() => expectFullCoverage(machine, { paths: withoutRestart })).toThrow(
      /transition never taken: routeProgress\.finishing --router\.pending#0--> routeProgress\.shown/,
    );
  });

  it('fails when a state is unreachable with the events given', () => {
    // No payload for router.idle: the route never settles, so the bar is never seen settled.
    expect(() => expectFullCoverage(machine, { events: { 'router.idle': [] } })).toThrow(/state never reached: routeProgress\.shown\.route\.settled/);
  });

  it('counts what the replay really reached', () => {
    const report = measureCoverage(machine, generatePaths(machine, {}));
    expect(report.states).toMatchObject({ covered: 11, total: 11 });
    expect(report.transitions).toMatchObject({ covered: 9, total: 9 });
    expect(report.divergences).toEqual([]);
  });
});

describe('path coverage helper against the committed baseline', () => {
  const recorded = { states: inventory.states, transitions: inventory.transitions.map((t) => t.id) };
  const baseline = { machines: { 'route-progress': recorded } };

  it('finds the machine by its root state and has nothing to say when it matches', () => {
    expect(baselineProblems(machine, baseline)).toEqual([]);
    expect(baselineProblems(machine)).toEqual([]);
  });

  it('names a transition of the baseline that the machine lost, and one it gained', () => {
    const ghost = recorded.transitions.find((id) => id.includes('xstate.after.ghost'))!;
    const vanished = 'routeProgress.idle --router.vanished#0--> routeProgress.waiting';
    const lost = { machines: { 'route-progress': { ...recorded, transitions: [...recorded.transitions, vanished] } } };
    expect(baselineProblems(machine, lost)).toEqual([
      `transition of the baseline (route-progress) gone from the machine: ${vanished}`,
      expect.stringMatching(/baseline --write/),
    ]);
    const gained = { machines: { 'route-progress': { ...recorded, transitions: recorded.transitions.filter((id) => id !== ghost) } } };
    expect(baselineProblems(machine, gained)[0]).toBe(`new transition, not in the baseline (route-progress): ${ghost}`);
  });
});
