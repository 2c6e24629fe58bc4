// The browser column counts what the page's actors did (routes/-inspector/qa-transitions.ts keys,
// resolved by machines/test-kit/observed-keys.ts), not what a walk planned: a nested machine's
// transitions count for that machine, and a record without observed keys is replayed and marked.
import { createActor, type InspectionEvent, type AnyTransitionDefinition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { observedStateKey, observedTransitionKey, replayPaths, type MachinePath } from '@machines/test-kit';
import { coverageTable, machineCoverage, type WalkRecord } from '../../scripts/qa/coverage';
import { loadMachine } from '../../scripts/qa/model';

/** Runs the events on a real actor and keeps the keys the page's hook would keep. */
function observe(machine: Parameters<typeof createActor>[0], events: { type: string }[], input?: unknown): string[] {
  const keys = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    const id = (event.actorRef as { logic?: { id?: unknown } }).logic?.id;
    if (typeof id !== 'string') return;
    if (event.type === '@xstate.microstep')
      for (const definition of (event as { _transitions: AnyTransitionDefinition[] })._transitions) keys.add(observedTransitionKey(id, definition));
    if (event.type === '@xstate.snapshot') for (const node of (event.snapshot as unknown as { _nodes: { id: string }[] })._nodes) keys.add(observedStateKey(id, node.id));
  };
  const actor = createActor(machine, { inspect, ...(input === undefined ? {} : { input }) }).start();
  for (const event of events) actor.send(event as never);
  actor.stop();
  return [...keys];
}

describe('browser coverage observed on the page', () => {
  it('names each observed transition as the inventory does, for the machine that took it', { timeout: 30_000 }, async () => {
    const loaded = await loadMachine('fast-pay');
    const { machine, options } = loaded.graph;
    const events = [{ type: 'user.confirmFastPay' }, options.events!['xstate.done.actor.fastCheckoutConfirm']![1]!];
    // A walk of another machine (the submission) whose page ran fast pay: it counts for fast pay.
    const record: WalkRecord = { machine: 'checkout-submit', title: 'one walk', observed: observe(machine, events, options.input) };
    // The key format the page writes, spelled out: machine root id, source, event, index among its candidates.
    expect(record.observed).toContain('T fastPay|fastPay.confirming|xstate.done.actor.fastCheckoutConfirm|1');
    expect(record.observed).toContain('S fastPay|fastPay.done');
    const coverage = machineCoverage(loaded, [record]);
    const expected = replayPaths(machine, [{ steps: events.map((event) => ({ event })), state: { value: null } } as unknown as MachinePath], options.input);
    expect(coverage.browser).not.toBeNull();
    const browser = coverage.browser as Exclude<typeof coverage.browser, null | 'not run'>;
    expect(browser.source).toBe('observed');
    expect(browser.walks).toBe(1);
    expect(browser.transitions.covered).toBe(2);
    expect(expected.coveredTransitions.size).toBe(2);
    expect(new Set(loaded.inventory.transitions.map((t) => t.id).filter((id) => !browser.transitions.missing.includes(id)))).toEqual(expected.coveredTransitions);
    expect(new Set(loaded.inventory.states.filter((id) => !browser.states.missing.includes(id)))).toEqual(expected.coveredStates);
    // The planned events are not what counts: the same record with more planned events counts the same.
    expect(machineCoverage(loaded, [{ ...record, events: [...events, { type: 'user.cancel' }] }]).browser).toEqual(browser);
  });

  it('replays a record without observed keys, and the table says it was planned', { timeout: 30_000 }, async () => {
    const loaded = await loadMachine('route-progress');
    const planned: WalkRecord = { machine: 'route-progress', title: 'planned', events: [{ type: 'router.pending' }] };
    const withWalk = { ...loaded, entry: { ...loaded.entry, uiWalk: { dir: 'e2e/none' } as never } };
    const coverage = machineCoverage(withWalk, [planned]);
    expect(coverage.browser).toMatchObject({ source: 'planned', walks: 1 });
    expect(coverageTable([coverage])).toMatch(/1 \(planned\)/);
    // Without a UI walk and with nothing observed, the machine has no browser column.
    expect(machineCoverage(loaded, [planned]).browser).toBeNull();
  });
});
