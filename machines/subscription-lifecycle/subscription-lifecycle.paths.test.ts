import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { subscriptionLifecycleGraph as graph, subscriptionLifecycleOracleOptions } from './subscription-lifecycle.graph';

describe('subscription lifecycle paths', () => {
  it('covers every state and transition, and every state shows what the spec says', () => {
    const report = expectFullCoverage(graph.machine, { ...subscriptionLifecycleOracleOptions, oracle: graph.oracle });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.oracle).toEqual([]);
    // About 2 s alone (216 paths, each step judged); more on a busy CI machine.
  }, 20_000);
});
