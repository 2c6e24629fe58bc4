import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyStateMachine, type EventObject } from 'xstate';
import { expectFullCoverage, type MachinePath } from '@machines/test-kit';

/**
 * What clears an error or a refusal is part of the oracle (an action taken again clears the error,
 * typing clears the refusal), but the traversal merges a state with an error into the same state
 * without one. So every path that ends on a failed action is extended by the same action again,
 * and every path that ends on a refused one by typing: one step each, not a graph twice as big.
 */
function afterErrorsAndRefusals(machine: AnyStateMachine, paths: MachinePath[]): MachinePath[] {
  const extended: MachinePath[] = [];
  for (const path of paths) {
    const events = path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
    const last = events.at(-1);
    const act = [...events].reverse().find((event) => event.type === 'user.act');
    let next: (EventObject & Record<string, unknown>) | undefined;
    if (last?.type === 'xstate.error.actor.sendAction' && act) next = act;
    else if (last?.type === 'user.act' && JSON.stringify(path.state.value).includes('idle')) next = { type: 'user.type', message: 'Looks good' };
    if (!next) continue;
    const actor = createActor(machine, { clock: new SimulatedClock() }).start();
    for (const event of [...events, next]) actor.send(event as never);
    const state = actor.getSnapshot() as MachinePath['state'];
    actor.stop();
    extended.push({ ...path, state, steps: [...path.steps, { event: next, state }], weight: path.weight + 1 });
  }
  return [...paths, ...extended];
}

describe('app review paths', () => {
  it('covers every state and transition, and every state shows what the review rules say', { timeout: 60_000 }, async () => {
    // Imported inside the test: a machine that throws while its module loads (a state with no
    // initial child) then fails this test, where a top-level import would fail the file with no test run.
    const { appReviewGraph: graph } = await import('./app-review.graph');
    const report = expectFullCoverage(graph.machine, { ...graph.options, oracle: graph.oracle, paths: (paths) => afterErrorsAndRefusals(graph.machine, paths) });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.oracle).toEqual([]);
  });
});
