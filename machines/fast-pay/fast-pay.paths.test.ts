import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';

describe('fast pay paths', () => {
  it('covers every state and transition, and every state shows what the spec says', async () => {
    // Imported inside the test: a machine that throws while its module loads (a state with no
    // initial child) then fails this test, where a top-level import would fail the file with no test run.
    const { fastPayGraph: graph } = await import('./fast-pay.graph');
    const report = expectFullCoverage(graph.machine, { ...graph.options, oracle: graph.oracle });
    expect(report.transitions.missing).toEqual([]);
    expect(report.oracle).toEqual([]);
  });
});
