import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';

describe('subscription lifecycle paths', () => {
  it('covers every state and transition, and every state shows what the spec says', async () => {
    // Imported inside the test: a machine that throws while its module loads (a state with no
    // initial child) then fails this test, where a top-level import would fail the file with no test run.
    const { subscriptionLifecycleGraph: graph, subscriptionLifecycleOracleOptions } = await import('./subscription-lifecycle.graph');
    const report = expectFullCoverage(graph.machine, { ...subscriptionLifecycleOracleOptions, oracle: graph.oracle });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.oracle).toEqual([]);
    // About 2 s alone (218 paths, each step judged); more on a busy CI machine.
  }, 20_000);
});
