import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';

describe('checkout session paths', () => {
  // 1089 paths judged after every step: 7 to 25 s on a shared 2-core machine.
  it('covers every state and transition, and every state shows what the spec says', { timeout: 60_000 }, async () => {
    // Imported inside the test: a machine that throws while its module loads (a state with no
    // initial child) then fails this test, where a top-level import would fail the file with no test run.
    const { checkoutSessionGraph: graph } = await import('./checkout-session.graph');
    const report = expectFullCoverage(graph.machine, { ...graph.options, oracle: graph.oracle });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.oracle).toEqual([]);
  });
});
