import { describe, expect, it } from 'vitest';
import { routeProgressMachine } from '../route-progress/route-progress.machine';
import { routeProgressOracle } from '../route-progress/route-progress.oracle';
import { routeProgressView } from '../route-progress/route-progress.view';
import { expectFullCoverage, measureCoverage, generatePaths, oracleGaps, type AnyOracle } from './index';

// The oracle judging must bite: these tests take the real route progress machine and its oracle
// and break the view the oracle reads, or leave a state unjudged.
const machine = routeProgressMachine;

describe('oracle judging', () => {
  it('passes the real view on every step of every generated path', () => {
    const report = measureCoverage(machine, generatePaths(machine, {}), undefined, routeProgressOracle);
    expect(report.oracle).toEqual([]);
  });

  it('fails a path that reaches the right state with the wrong view, naming the state, the fact and the events', () => {
    // A view that shows the bar full while it still runs: every state is reached, the view is wrong.
    const wrongView: AnyOracle = { ...routeProgressOracle, observe: (snapshot) => ({ ...routeProgressView(snapshot), phase: snapshot.hasTag('visible') ? 'done' : 'hidden' }) };
    const report = measureCoverage(machine, generatePaths(machine, {}), undefined, wrongView);
    expect(report.states.missing).toEqual([]);
    expect(report.oracle).toContain('routeProgress.shown: phase: expected "running", saw "done" after router.pending → xstate.after.restartAfter.routeProgress.waiting');
    expect(() => expectFullCoverage(machine, { oracle: wrongView })).toThrow(/oracle: routeProgress\.shown: phase: expected "running", saw "done"/);
  });

  it('reports a state no entry judges, an entry for no state, and a step where nothing is asserted', () => {
    const { 'routeProgress.waiting': _waiting, ...rest } = routeProgressOracle.states;
    const gap: AnyOracle = { ...routeProgressOracle, states: { ...rest, 'routeProgress.gone': () => ({ visible: false }) } };
    expect(oracleGaps(machine, gap)).toEqual(['state without an oracle: routeProgress.waiting', 'oracle entry for no state of the machine: routeProgress.gone']);
    const report = measureCoverage(machine, generatePaths(machine, {}), undefined, gap);
    expect(report.oracle).toContain('no fact asserted in routeProgress.waiting after router.pending');
    expect(() => expectFullCoverage(machine, { oracle: gap })).toThrow(/state without an oracle: routeProgress\.waiting/);
  });
});
