import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { subscriptionLifecycleGraph as graph } from './subscription-lifecycle.graph';

describe('subscription lifecycle paths', () => {
  it('covers every state and transition', () => {
    const report = expectFullCoverage(graph.machine, graph.options);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
