import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkoutSubmitGraph } from '@machines/checkout-submit/checkout-submit.graph';
import { settingsLoaderMachine } from '@machines/settings-loader/settings-loader.machine';
import { contextText, createInspector } from './inspector';

afterEach(() => vi.useRealTimers());

describe('machine inspector', () => {
  it('records each machine actor of the page: state, last events (newest first, with their sender), context', async () => {
    vi.useFakeTimers();
    const inspector = createInspector(() => 1);
    const seen = vi.fn();
    inspector.subscribe(seen);
    // The loader's request never answers: only the test's events move it.
    const machine = settingsLoaderMachine.provide({ actors: { loadSettings: fromPromise<unknown>(() => new Promise(() => {})) } });
    const actor = createActor(machine, { inspect: inspector.inspect }).start();
    actor.send({ type: 'xstate.error.actor.loadSettings', error: new Error('down') } as never);
    actor.send({ type: 'user.retry' });
    await vi.advanceTimersByTimeAsync(150);
    // One notification for the burst, not one per inspection event.
    expect(seen).toHaveBeenCalledTimes(1);
    const [record] = inspector.actors();
    expect(record).toMatchObject({ machineId: 'settingsLoader', status: 'active', state: 'loading', parent: null });
    expect(record!.events.map((e) => e.type)).toEqual(['user.retry', 'xstate.error.actor.loadSettings']);
    expect(record!.readContext()).toContain('"error": "Error: down"');
    actor.stop();
  });

  it('lists invoked child machines with their parent, and drops finished ones on clear', async () => {
    vi.useFakeTimers();
    const inspector = createInspector(() => 1);
    const { machine, options } = checkoutSubmitGraph;
    const actor = createActor(machine, { input: options.input as never, inspect: inspector.inspect }).start();
    await vi.advanceTimersByTimeAsync(150);
    expect(inspector.actors().map((a) => a.machineId)).toContain('checkoutSubmit');
    actor.stop();
    inspector.clear();
    await vi.advanceTimersByTimeAsync(150);
    expect(inspector.actors().every((a) => a.status === 'active')).toBe(true);
  });

  it('writes contexts as bounded, readable JSON', () => {
    const circular: Record<string, unknown> = { name: 'x', fn: function now() {} };
    circular['self'] = circular;
    const text = contextText(circular);
    expect(text).toContain('"fn": "ƒ now"');
    expect(text).toContain('"self": "(circular)"');
    expect(contextText({ long: 'a'.repeat(5000) }, 100)).toHaveLength(102);
  });
});
