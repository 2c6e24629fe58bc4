// The coverage gate checks each machine against the committed baseline (qa/coverage-baseline.json),
// so what a machine can do cannot shrink unnoticed: a transition removed from the machine, or no
// longer walked, fails the gate until the baseline is rewritten in the same commit.
import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { defineGraph, inventoryOf } from '@machines/test-kit';
import { baselineFailures, baselineOf, diffBaselines, formatDiff, parseBaseline, formatBaseline } from '../../scripts/qa/baseline';
import { machineCoverage } from '../../scripts/qa/coverage';
import type { LoadedMachine } from '../../scripts/qa/model';

const door = (withLock: boolean) =>
  createMachine({
    id: 'door',
    initial: 'closed',
    states: {
      closed: { on: { open: 'opened', ...(withLock ? { lock: 'locked' } : {}) } },
      opened: { on: { close: 'closed' } },
      locked: { on: { unlock: 'closed' } },
    },
  });

const loadedOf = (machine: ReturnType<typeof door>): LoadedMachine => {
  const graph = defineGraph({ machine, options: {} });
  return { entry: { folder: 'door', summary: 'a test door', load: async () => graph }, graph, inventory: inventoryOf(machine) };
};
const check = (baseline: ReturnType<typeof baselineOf>, loaded: LoadedMachine, select?: Parameters<typeof machineCoverage>[2]) =>
  baselineFailures(baseline, [{ loaded, coverage: machineCoverage(loaded, [], select) }]);

describe('coverage gate against the baseline', () => {
  const full = loadedOf(door(true));
  const baseline = baselineOf([full]);

  it('passes when the machine has exactly the baseline and unit replay walks all of it', () => {
    expect(check(baseline, full)).toEqual([]);
    expect(parseBaseline(formatBaseline(baseline))).toEqual(baseline);
  });

  it('fails when a transition of the baseline is removed from the machine', () => {
    // Without `lock`, the locked state and its way out are still written but no longer reachable.
    expect(check(baseline, loadedOf(door(false)))).toEqual([
      'door: state of the baseline not walked in unit replay: door.locked',
      'door: transition of the baseline gone from the machine: door.closed --lock#0--> door.locked',
      'door: transition of the baseline not walked in unit replay: door.locked --unlock#0--> door.closed',
    ]);
  });

  it('fails when the machine keeps the transition but unit replay no longer takes it', () => {
    const failures = check(baseline, full, (paths) => paths.filter((path) => !path.steps.some((step) => step.event.type === 'unlock')));
    expect(failures).toEqual(['door: transition of the baseline not walked in unit replay: door.locked --unlock#0--> door.closed']);
  });

  it('fails on a new transition until the baseline accepts it, and on a machine it does not know', () => {
    const small = baselineOf([loadedOf(door(false))]);
    expect(check(small, full)).toEqual(['door: new transition, not in the baseline: door.closed --lock#0--> door.locked']);
    expect(check({ machines: {} }, full)).toEqual([expect.stringMatching(/^door: not in qa\/coverage-baseline\.json .*baseline --write/)]);
    expect(baselineFailures({ machines: { gone: { states: [], transitions: [] } } }, [])).toEqual(['gone: in qa/coverage-baseline.json but not in machines/registry.ts']);
  });

  it('diffs two baselines per machine: added and removed states and transitions', () => {
    const before = baselineOf([loadedOf(door(false))]);
    const diffs = diffBaselines(before, baseline);
    expect(diffs).toEqual([
      { machine: 'door', added: { states: [], transitions: ['door.closed --lock#0--> door.locked'] }, removed: { states: [], transitions: [] } },
    ]);
    expect(formatDiff(diffs, 'a', 'b')).toBe(['Coverage baseline a → b:', '', 'door: +0 −0 states, +1 −0 transitions', '  + transition door.closed --lock#0--> door.locked'].join('\n'));
    const gone = diffBaselines({ machines: { ...baseline.machines, old: { states: ['old'], transitions: [] } } }, before);
    expect(formatDiff(gone, 'b', 'a')).toMatch(/door: \+0 −0 states, \+0 −1 transitions\n {2}- transition door\.closed --lock#0--> door\.locked\n\nold: \+0 −1 states/);
    expect(formatDiff([], 'a', 'b')).toBe('No state or transition added or removed between a and b.');
  });
});
