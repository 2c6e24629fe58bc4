import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { inventoryOf } from './machine-inventory';
import { mulberry32 } from '@domain/random';
import { randomWalk, type WalkOptions } from './random-walk';

// A small ring with chords: every state accepts several events, so a walk has choices at each step.
const ring = createMachine({
  id: 'ring',
  initial: 'a',
  states: {
    a: { on: { next: 'b', jump: 'c', stay: 'a' } },
    b: { on: { next: 'c', back: 'a', jump: 'd' } },
    c: { on: { next: 'd', back: 'b' } },
    d: { on: { next: 'a', back: 'c', finish: 'done' } },
    done: { type: 'final' },
  },
});
const transitions = inventoryOf(ring).transitions.map((t) => t.id);
const walk = (options: Partial<WalkOptions>) => randomWalk(ring, { seed: 1, stop: [{ kind: 'length', steps: 12 }], ...options });
const events = (result: ReturnType<typeof walk>) => result.steps.map((step) => step.event.type).join(' ');

describe('mulberry32', () => {
  it('gives the same sequence for the same seed, another for another seed, in [0, 1)', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(7).every((n) => n >= 0 && n < 1)).toBe(true);
  });
});

describe('random walks', () => {
  it('takes the same steps for the same seed, and (very likely) other steps for another seed', () => {
    expect(events(walk({ seed: 7 }))).toBe(events(walk({ seed: 7 })));
    const others = [8, 9, 10, 11].map((seed) => events(walk({ seed })));
    expect(others.some((steps) => steps !== events(walk({ seed: 7 })))).toBe(true);
    expect(events(walk({ seed: 7, weighted: true }))).toBe(events(walk({ seed: 7, weighted: true })));
  });

  it('records each step: the event, the transitions it fired, the state reached', () => {
    const result = walk({ seed: 3 });
    for (const step of result.steps) {
      expect(step.transitions.length).toBeGreaterThan(0);
      expect(transitions).toEqual(expect.arrayContaining(step.transitions));
    }
    expect(new Set(result.steps.flatMap((step) => step.transitions))).toEqual(result.coveredTransitions);
  });

  it('stops at length:N', () => {
    const result = walk({ seed: 5, stop: [{ kind: 'length', steps: 4 }] });
    expect(result.steps).toHaveLength(4);
    expect(result.stoppedBy).toEqual({ kind: 'length', steps: 4 });
  });

  it('stops at coverage:P, the share of transitions taken', () => {
    const result = walk({ seed: 5, stop: [{ kind: 'coverage', percent: 50 }] });
    expect(result.stoppedBy.kind).toBe('coverage');
    expect(result.coveredTransitions.size / transitions.length).toBeGreaterThanOrEqual(0.5);
    // One step less had not reached it: the walk stopped as soon as the condition held.
    expect(new Set(result.steps.slice(0, -1).flatMap((s) => s.transitions)).size / transitions.length).toBeLessThan(0.5);
  });

  it('stops when it reaches a state, or takes a transition', () => {
    const state = walk({ seed: 5, stop: [{ kind: 'state', id: 'ring.d' }] });
    expect(state.stoppedBy.kind).toBe('state');
    expect(state.steps.at(-1)!.value).toBe('d');
    expect(state.steps.slice(0, -1).some((s) => s.value === 'd')).toBe(false);
    const id = transitions.find((t) => t.startsWith('ring.c --back'))!;
    const transition = walk({ seed: 5, stop: [{ kind: 'transition', id }] });
    expect(transition.stoppedBy).toEqual({ kind: 'transition', id });
    expect(transition.steps.at(-1)!.transitions).toContain(id);
  });

  it('stops after time:T on the clock it reads', () => {
    let clock = 0;
    const result = walk({ seed: 5, stop: [{ kind: 'time', ms: 5 }], now: () => clock++ });
    expect(result.stoppedBy.kind).toBe('time');
    expect(result.steps.length).toBeGreaterThan(0);
    expect(result.steps.length).toBeLessThan(10);
  });

  it('combines conditions as OR: the first that holds stops it', () => {
    const result = walk({ seed: 5, stop: [{ kind: 'length', steps: 2 }, { kind: 'coverage', percent: 100 }] });
    expect(result.stoppedBy).toEqual({ kind: 'length', steps: 2 });
  });

  it('starts a new run from the initial state after a final state; ends at a dead start or the safety cap', () => {
    const capped = walk({ seed: 5, stop: [{ kind: 'state', id: 'ring.nowhere' }], maxSteps: 200 });
    expect(capped.stoppedBy).toEqual({ kind: 'safety cap', steps: 200 });
    expect(capped.steps).toHaveLength(200);
    const runs = Math.max(...capped.steps.map((step) => step.run));
    expect(runs).toBeGreaterThan(1);
    // Each new run begins after a step into the final state.
    capped.steps.forEach((step, index) => {
      if (index > 0 && step.run !== capped.steps[index - 1]!.run) expect(capped.steps[index - 1]!.value).toBe('done');
    });
    const stuck = randomWalk(createMachine({ id: 'stuck', initial: 'only', states: { only: { type: 'final' } } }), { seed: 1, stop: [{ kind: 'length', steps: 5 }] });
    expect(stuck.stoppedBy).toEqual({ kind: 'dead end', value: 'only' });
    expect(stuck.steps).toEqual([]);
  });

  it('weighted walks lean to transitions not taken yet: over the same seeds they cover the ring in fewer steps', () => {
    // Without the final state, so that every walk goes on until it has taken every transition.
    const loop = createMachine({ ...ring.config, states: { ...ring.config.states, d: { on: { next: 'a', back: 'c' } }, done: {} } } as typeof ring.config);
    const total = (weighted: boolean) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        .map((seed) => randomWalk(loop, { seed, weighted, stop: [{ kind: 'coverage', percent: 90 }] }))
        .reduce((sum, result) => sum + result.steps.length, 0);
    expect(total(true)).toBeLessThan(total(false));
  });
});
