import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { appReviewGraph as graph } from './app-review.graph';

describe('app review paths', () => {
  it('covers every state and transition, and every state shows what the review rules say', { timeout: 60_000 }, () => {
    const report = expectFullCoverage(graph.machine, { ...graph.options, oracle: graph.oracle });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.oracle).toEqual([]);
  });
});
