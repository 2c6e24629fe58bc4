import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectFullCoverage, generatePaths, measureCoverage } from '@machines/test-kit';
import type { DonationAmountInput } from './donation-amount.types';

type Changes = { settings?: Partial<DonationAmountInput['settings']>; remembered?: DonationAmountInput['remembered']; userDid?: string };

/**
 * Inputs the oracle also judges (each walked below), as changes to the graph's input: a link with
 * custom amounts off, where typing, the Custom card and the random amount must change nothing; a
 * payer who chose a custom amount last time (the picker starts on it), signed in (what is remembered is
 * kept under keys for that user); a remembered preset above
 * the link's maximum (not payable, and no error under the input, which belongs to typed amounts);
 * a remembered Custom card on a link that no longer allows it (the picker starts on the middle
 * preset); a remembered Custom card with no amount (the random amount counts up from 0).
 */
const otherInputs: readonly Changes[] = [
  { settings: { custom: false } },
  { remembered: { preset: 'custom', customAmount: '7.5' }, userDid: 'z1payer' },
  { settings: { custom: false, maximum: '8' }, remembered: { preset: '10', customAmount: '7.5' } },
  { settings: { custom: false }, remembered: { preset: 'custom', customAmount: '7.5' } },
  { remembered: { preset: 'custom', customAmount: null } },
];

// The graph is imported inside each test: a machine that throws while its module loads (a state
// with no initial child) then fails the test, where a top-level import would fail the file with no test run.
// Each test loads it afresh: a cached module would run the machine's module code in the first test
// only, and StrykerJS (coverage per test) would then judge a mutant of that code by that test alone.
// Loading afresh takes seconds on a busy machine: hence the longer time limits.
beforeEach(() => {
  vi.resetModules();
});

describe('donation amount paths', () => {
  it('covers every state and transition, and every state shows what the spec says', { timeout: 30_000 }, async () => {
    const { donationAmountGraph: graph } = await import('./donation-amount.graph');
    const report = expectFullCoverage(graph.machine, { ...graph.options, oracle: graph.oracle });
    expect(report.transitions.missing).toEqual([]);
    expect(report.oracle).toEqual([]);
  });

  it.each(otherInputs.map((changes) => [JSON.stringify({ ...changes.settings, ...changes.remembered, userDid: changes.userDid }), changes] as const))(
    'with %s, every state of every path shows what the spec says',
    { timeout: 30_000 },
    async (_, changes) => {
      const { donationAmountGraph: graph } = await import('./donation-amount.graph');
      const base = graph.options.input;
      const input: DonationAmountInput = { ...base, userDid: changes.userDid ?? base.userDid, settings: { ...base.settings, ...changes.settings }, remembered: changes.remembered ?? base.remembered };
      const options = { ...graph.options, input };
      const report = measureCoverage(graph.machine, generatePaths(graph.machine, options), input, graph.oracle);
      expect(report.paths).toBeGreaterThan(1);
      expect(report.oracle).toEqual([]);
    },
  );
});
