import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectFullCoverage, generatePaths, measureCoverage } from '@machines/test-kit';
import type { OverdueDialogInput } from './overdue-dialog.types';

/**
 * Inputs the oracle also judges (each walked below): a dialog opened for a customer (its
 * invoice.paid events are matched by customer: the id it was opened with, or the one the answer
 * names when it was opened with the customer's DID), and one opened with neither a subscription
 * nor a customer, where the load fails and Retry must not load again.
 */
const otherInputs: readonly OverdueDialogInput[] = [{ customerId: 'cus_1' }, { customerId: 'z1payerDid' }, {}];

// The graph is imported inside each test: a machine that throws while its module loads (a state
// with no initial child) then fails the test, where a top-level import would fail the file with no test run.
// Each test loads it afresh: a cached module would run the machine's module code in the first test
// only, and StrykerJS (coverage per test) would then judge a mutant of that code by that test alone.
// Loading afresh takes seconds on a busy machine: hence the longer time limits.
beforeEach(() => {
  vi.resetModules();
});

describe('overdue dialog paths', () => {
  it('covers every state and transition, and every state shows what the spec says', { timeout: 30_000 }, async () => {
    const { overdueDialogGraph: graph } = await import('./overdue-dialog.graph');
    const report = expectFullCoverage(graph.machine, { ...graph.options, oracle: graph.oracle });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.oracle).toEqual([]);
  });

  it.each(otherInputs.map((input) => [JSON.stringify(input), input] as const))(
    'opened with %s, every state of every path shows what the spec says',
    { timeout: 30_000 },
    async (_, input) => {
      const { overdueDialogGraph: graph } = await import('./overdue-dialog.graph');
      const options = { ...graph.options, input };
      const report = measureCoverage(graph.machine, generatePaths(graph.machine, options), input, graph.oracle);
      expect(report.paths).toBeGreaterThan(1);
      expect(report.oracle).toEqual([]);
    },
  );
});
