import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { routeProgressMachine } from './route-progress.machine';
import { routeProgressView } from './route-progress.view';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(routeProgressMachine, { clock }).start();
  const phase = () => routeProgressView(actor.getSnapshot()).phase;
  return { actor, clock, phase, send: (type: 'router.pending' | 'router.idle') => actor.send({ type }) };
}

describe('route progress bar (minimum 250 ms, ghost 100 ms, restart after 500 ms)', () => {
  it('never shows for a navigation that settles within 500 ms', () => {
    const { clock, phase, send } = start();
    send('router.pending');
    clock.increment(499);
    expect(phase()).toBe('hidden');
    send('router.idle');
    clock.increment(1000);
    expect(phase()).toBe('hidden');
  });

  it('shows after 500 ms pending, stays at least 250 ms, then fills and lingers 100 ms', () => {
    const { clock, phase, send } = start();
    send('router.pending');
    clock.increment(500);
    expect(phase()).toBe('running');
    clock.increment(10);
    send('router.idle');
    // Settled 10 ms after it appeared: it keeps running until 250 ms have passed.
    clock.increment(239);
    expect(phase()).toBe('running');
    clock.increment(1);
    expect(phase()).toBe('done');
    clock.increment(99);
    expect(phase()).toBe('done');
    clock.increment(1);
    expect(phase()).toBe('hidden');
  });

  it('finishes at once when the navigation outlasts the minimum, and a new navigation while finishing shows it again', () => {
    const { clock, phase, send } = start();
    send('router.pending');
    clock.increment(500);
    clock.increment(400);
    send('router.idle');
    expect(phase()).toBe('done');
    send('router.pending');
    expect(phase()).toBe('running');
    send('router.idle');
    expect(phase()).toBe('running');
    clock.increment(250);
    expect(phase()).toBe('done');
  });
});
