import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { checkoutSubmitGraph } from '@machines/checkout-submit/checkout-submit.graph';
import { routeProgressMachine } from '@machines/route-progress/route-progress.machine';
import { cardPaymentGraph } from '@machines/card-payment/card-payment.graph';
import { machineOf, parseSavedPaths, replaySaved } from '../../scripts/qa/replay-file';
import { contextText, createInspector } from './inspector';
import { folderOf, savedPath, savedPathText } from './saved-path';

afterEach(() => vi.useRealTimers());

describe('machine inspector', () => {
  it('records each machine actor of the page: state, last events (newest first, with their sender), context', async () => {
    vi.useFakeTimers();
    const inspector = createInspector(() => 1);
    const seen = vi.fn();
    inspector.subscribe(seen);
    // The card step's requests never answer (its graph's inert actors): only the test's events move it.
    const { machine, options } = cardPaymentGraph;
    const actor = createActor(machine, { input: options.input as never, inspect: inspector.inspect }).start();
    actor.send({ type: 'card.confirm', confirm: () => new Promise(() => {}) } as never);
    actor.send({ type: 'xstate.error.actor.confirmCard', error: new Error('down') } as never);
    actor.send({ type: 'xstate.error.actor.checkPaid', error: new Error('down') } as never);
    await vi.advanceTimersByTimeAsync(150);
    // One notification for the burst, not one per inspection event.
    expect(seen).toHaveBeenCalledTimes(1);
    const [record] = inspector.actors();
    expect(record).toMatchObject({ machineId: 'cardPayment', status: 'active', state: 'entering', parent: null });
    expect(record!.events.map((e) => e.type)).toEqual(['xstate.error.actor.checkPaid', 'xstate.error.actor.confirmCard', 'card.confirm']);
    expect(record!.readContext()).toContain('"check": "unknown"');
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

  it('lists the events the current state accepts, marking those its guard refuses now', async () => {
    vi.useFakeTimers();
    const inspector = createInspector(() => 1);
    const machine = setup({ guards: { never: () => false } }).createMachine({
      id: 'door',
      initial: 'closed',
      states: { closed: { on: { open: { guard: 'never', target: 'opened' }, knock: 'closed', lock: 'locked' } }, opened: {}, locked: { on: { unlock: 'closed' } } },
    });
    const actor = createActor(machine, { inspect: inspector.inspect }).start();
    await vi.advanceTimersByTimeAsync(150);
    const accepts = () => inspector.actors()[0]!.readAccepts();
    expect(accepts()).toEqual([
      { type: 'open', refused: true },
      { type: 'knock', refused: false },
      { type: 'lock', refused: false },
    ]);
    actor.send({ type: 'lock' });
    await vi.advanceTimersByTimeAsync(150);
    expect(accepts()).toEqual([{ type: 'unlock', refused: false }]);
    actor.stop();
  });

  it('saves what a machine did as a path file that `qa walk <file>` replays to the same states', async () => {
    vi.useFakeTimers();
    const inspector = createInspector(() => 1);
    // The route progress bar through a slow navigation: its own delays (after events) count too.
    const actor = createActor(routeProgressMachine, { inspect: inspector.inspect }).start();
    actor.send({ type: 'router.pending' });
    await vi.advanceTimersByTimeAsync(600);
    actor.send({ type: 'router.idle' });
    await vi.advanceTimersByTimeAsync(400);
    actor.send({ type: 'router.pending' });
    await vi.advanceTimersByTimeAsync(150);
    const record = inspector.actors().find((a) => a.machineId === 'routeProgress')!;
    const file = parseSavedPaths(savedPathText(savedPath(record, '/checkout')));
    expect(file.machine).toBe('route-progress');
    const [path] = file.paths;
    expect(path!.steps.map((step) => [step.event.type, step.state])).toEqual([
      ['router.pending', 'waiting'],
      ['xstate.after.restartAfter.routeProgress.waiting', 'shown(minimum.young, route.loading)'],
      ['router.idle', 'shown(minimum.young, route.settled)'],
      ['xstate.after.minimum.routeProgress.shown.minimum.young', 'finishing'],
      ['xstate.after.ghost.routeProgress.finishing', 'idle'],
      ['router.pending', 'waiting'],
    ]);
    expect(path!.target).toBe('waiting');
    const replay = replaySaved(await machineOf(file), file);
    expect(replay.failures).toEqual([]);
    // A file whose states the machine does not reach fails the replay, naming the step.
    path!.steps[2]!.state = 'idle';
    expect(replaySaved(await machineOf(file), file).failures).toEqual(['path #1, step 3 (router.idle): reached shown(minimum.young, route.settled), the file says idle']);
    actor.stop();
  });

  it('names the machine by its registry folder and writes errors as objects', () => {
    expect(folderOf('checkoutSubmit')).toBe('checkout-submit');
    expect(folderOf('session')).toBe('session');
    const shared = { a: 1 };
    const text = savedPathText({ machine: 'x', machineId: 'x', input: shared, savedFrom: '/', promise: '', paths: [{ number: 1, target: 'a', steps: [{ event: { type: 'e', error: new Error('down'), again: shared }, guard: '', state: 'a' }] }] });
    const event = JSON.parse(text).paths[0].steps[0].event;
    expect(event.error).toMatchObject({ message: 'down', name: 'Error' });
    // The same object twice is not a cycle: both copies are written.
    expect(event.again).toEqual({ a: 1 });
  });
});

