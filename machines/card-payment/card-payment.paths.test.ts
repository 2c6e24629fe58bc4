import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { cardPaymentGraph as graph } from './card-payment.graph';

describe('card payment paths', () => {
  it('covers every state and transition', () => {
    const report = expectFullCoverage(graph.machine, graph.options);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
