import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { donationAmountGraph as graph } from './donation-amount.graph';

describe('donation amount paths', () => {
  it('covers every state and transition', () => {
    const report = expectFullCoverage(graph.machine, graph.options);
    expect(report.transitions.missing).toEqual([]);
  });
});
