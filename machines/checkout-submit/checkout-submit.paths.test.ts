import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { checkoutSubmitGraph as graph } from './checkout-submit.graph';

describe('checkout submit paths', () => {
  it('covers every state and transition', () => {
    const report = expectFullCoverage(graph.machine, graph.options);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
