import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { checkoutSessionGraph as graph } from './checkout-session.graph';

describe('checkout session paths', () => {
  // 273 paths judged after every step: seconds on a shared 2-core machine.
  it('covers every state and transition, and every state shows what the spec says', { timeout: 30_000 }, () => {
    const report = expectFullCoverage(graph.machine, { ...graph.options, oracle: graph.oracle });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.oracle).toEqual([]);
  });
});
