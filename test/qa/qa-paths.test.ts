// `qa paths` keeps its promises on every registered machine: each printed path replays on the
// machine to its target state, and each stop condition selects what it says.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { machineRegistry } from '@machines/registry';
import { loadMachine, readablePaths, stateLabel } from '../../scripts/qa/model';
import { walkSelection } from '../../scripts/qa/random-walks';
import { selectPaths } from '../../scripts/qa/stop-conditions';

describe.each(machineRegistry.map((entry) => entry.folder))('qa paths %s', (folder) => {
  it('prints paths that replay to their target state, and meets every stop condition', async () => {
    const loaded = await loadMachine(folder);
    const paths = readablePaths(loaded);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const actor = createActor(loaded.graph.machine, { clock: new SimulatedClock(), input: loaded.graph.options.input as never }).start();
      for (const step of path.steps) actor.send(step.raw);
      expect(stateLabel(actor.getSnapshot().value), `path #${path.number}`).toBe(path.target);
      expect(path.steps.at(-1)?.state ?? path.target).toBe(path.target);
      actor.stop();
    }

    const states = selectPaths(paths, loaded.inventory, { kind: 'all-states' });
    expect(states.met).toBe(true);
    expect(new Set(states.paths.flatMap((p) => p.states))).toEqual(new Set(loaded.inventory.states));
    expect(states.paths.length).toBeLessThanOrEqual(paths.length);

    const transitions = selectPaths(paths, loaded.inventory, { kind: 'all-transitions' });
    expect(transitions.met).toBe(true);
    expect(new Set(transitions.paths.flatMap((p) => p.transitions))).toEqual(new Set(loaded.inventory.transitions.map((t) => t.id)));

    const longest = Math.max(...paths.map((p) => p.steps.length));
    const short = selectPaths(paths, loaded.inventory, { kind: 'all-paths' }, Math.max(1, longest - 1));
    expect(short.paths.every((p) => p.steps.length <= Math.max(1, longest - 1))).toBe(true);
    if (longest > 1) expect(short.paths.length).toBeLessThan(paths.length);

    const last = paths.at(-1)!;
    const target = selectPaths(paths, loaded.inventory, { kind: 'target', state: last.target });
    expect(target.paths.length).toBeGreaterThan(0);
    expect(target.paths.every((p) => p.target === last.target || p.target.includes(last.target))).toBe(true);
    // Hundreds of paths replayed twice on a shared 2-core machine.
  }, 60_000);
});

describe('qa paths stop conditions', () => {
  it('reports an unmet condition: a state no path ends in, or a length too short to reach every state', async () => {
    const loaded = await loadMachine('route-progress');
    const paths = readablePaths(loaded);
    expect(selectPaths(paths, loaded.inventory, { kind: 'target', state: 'nowhere' })).toMatchObject({ met: false, paths: [] });
    const zero = selectPaths(paths, loaded.inventory, { kind: 'all-states' }, 0);
    expect(zero.met).toBe(false);
    expect(zero.promise).toMatch(/not reached: .*routeProgress\.waiting/);
  });
});

describe.each(machineRegistry.map((entry) => entry.folder))('qa paths %s --random', (folder) => {
  it('walks the same steps for the same seed, each run replays on its own to its target, and length:N stops it', async () => {
    const loaded = await loadMachine(folder);
    const walk = (seed: number) => walkSelection(loaded, { seed, weighted: false, stop: [{ kind: 'length', steps: 40 }] });
    const first = walk(3);
    expect(first.walk.stoppedBy).toBe('length:40');
    expect(first.met).toBe(true);
    expect(first.paths.reduce((n, p) => n + p.steps.length, 0)).toBe(40);
    expect(walk(3).paths).toEqual(first.paths);
    for (const path of first.paths) {
      const actor = createActor(loaded.graph.machine, { clock: new SimulatedClock(), input: loaded.graph.options.input as never }).start();
      for (const step of path.steps) actor.send(step.raw);
      expect(stateLabel(actor.getSnapshot().value), `run #${path.number}`).toBe(path.target);
      actor.stop();
    }
  }, 30_000);
});
