import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { checkoutSubmitGraph as graph } from './checkout-submit.graph';

describe('checkout submit paths', () => {
  it('covers every state and transition, and every state shows what the spec says', () => {
    const report = expectFullCoverage(graph.machine, { ...graph.options, oracle: graph.oracle });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.oracle).toEqual([]);
  });
});
