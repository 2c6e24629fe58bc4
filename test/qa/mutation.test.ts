// `qa mutation` reads Stryker's JSON report: the score per machine (and for the domain), as Stryker
// counts it, and every mutant the tests let live with its place, mutator and replacement.
import { describe, expect, it } from 'vitest';
import { changedTargets, filesChangedSince, formatScores, mutationTarget, scoreReport, type MutationReport } from '../../scripts/qa/mutation';

const mutant = (status: string, line: number, mutatorName = 'BooleanLiteral', replacement = 'true') => ({ status, mutatorName, replacement, location: { start: { line, column: 3 } } });

const report: MutationReport = {
  files: {
    'machines/route-progress/route-progress.machine.ts': { mutants: [mutant('Killed', 3), mutant('Timeout', 4), mutant('Survived', 9, 'StringLiteral', '""'), mutant('Killed', 2)] },
    'machines/route-progress/route-progress.view.ts': { mutants: [mutant('NoCoverage', 7), mutant('CompileError', 8)] },
    'domain/platform/progress.ts': { mutants: [mutant('Killed', 1)] },
    'domain/money/format.ts': { mutants: [mutant('Ignored', 1)] },
  },
};

describe('mutation report', () => {
  it('scores each machine and each domain folder as Stryker does: (killed + timeout) / (those + survived + no coverage)', () => {
    const scores = scoreReport(report);
    expect(scores.map((s) => [s.group, s.score, s.killed, s.timeout, s.survived, s.noCoverage, s.other])).toEqual([
      ['domain/money', null, 0, 0, 0, 0, 1],
      ['domain/platform', 100, 1, 0, 0, 0, 0],
      ['machines/route-progress', 60, 2, 1, 1, 1, 1],
    ]);
    expect(scores[2]!.survivors).toEqual([
      'machines/route-progress/route-progress.machine.ts:9:3 StringLiteral → ""',
      'machines/route-progress/route-progress.view.ts:7:3 BooleanLiteral → true (no test reaches it)',
    ]);
  });

  it('prints a table and the survivors', () => {
    const text = formatScores(scoreReport(report));
    expect(text).toMatch(/^\| scope +\| score +\| killed \| timeout \| survived \| no coverage \| not judged \|$/m);
    expect(text).toMatch(/^\| machines\/route-progress \| 60 % +\| 2 +\| 1 +\| 1 +\| 1 +\| 1 +\|$/m);
    expect(text).toMatch(/^Surviving mutants \(2\):\n {2}machines\/route-progress\/route-progress\.machine\.ts:9:3 StringLiteral → ""$/m);
    expect(formatScores(scoreReport({ files: {} }))).toMatch(/No surviving mutant\.$/);
  });

  it('targets one machine folder, the domain, or everything', () => {
    expect(mutationTarget('route-progress')).toEqual({ target: 'machines/route-progress', slug: 'machines-route-progress' });
    expect(mutationTarget('domain')).toEqual({ target: 'domain', slug: 'domain' });
    expect(mutationTarget(undefined)).toEqual({ target: 'all', slug: 'all' });
    expect(() => mutationTarget('nope')).toThrow(/Unknown machine "nope"/);
  });

  it('targets one domain folder, with a report of its own, and names the folders when it does not know one', () => {
    expect(mutationTarget('domain/pricing')).toEqual({ target: 'domain/pricing', slug: 'domain-pricing' });
    expect(mutationTarget('domain/money/')).toEqual({ target: 'domain/money', slug: 'domain-money' });
    expect(() => mutationTarget('domain/nope')).toThrow(/Unknown domain folder "nope"\. Domain folders: .*\bmoney\b.*\bpricing\b/);
    // A file is not a folder: the target is a folder of the domain, as a machine is.
    expect(() => mutationTarget('domain/public-cases.test.ts')).toThrow(/Unknown domain folder/);
    expect(() => mutationTarget('domain/pricing', true)).toThrow(/the domain has none/);
  });

  it('--since: each machine and domain folder a change touches, code or tests, once, in order', () => {
    const files = [
      'machines/fast-pay/fast-pay.machine.ts',
      'machines/fast-pay/fast-pay.paths.test.ts',
      'domain/pricing/totals.test.ts',
      'domain/money/format.ts',
      'machines/test-kit/oracle.ts',
      'machines/registry.ts',
      'domain/public-cases.test.ts',
      'domain/nope/x.ts',
      'ui/checkout/CheckoutForm.tsx',
      'docs/qa.md',
    ];
    expect(changedTargets(files)).toEqual(['domain/money', 'domain/pricing', 'fast-pay']);
    expect(changedTargets(['README.md'])).toEqual([]);
    // Every name it gives is a target the command takes.
    for (const name of changedTargets(files)) expect(() => mutationTarget(name)).not.toThrow();
  });

  it('--since names a commit git knows, or says why not', () => {
    expect(Array.isArray(filesChangedSince(process.cwd(), 'HEAD'))).toBe(true);
    expect(() => filesChangedSince(process.cwd(), 'no-such-ref-anywhere')).toThrow(/git diff --name-only no-such-ref-anywhere -- failed/);
  });

  it('keeps a paths-only run (the generated-path tests alone) in a report of its own, and refuses it for the domain', () => {
    expect(mutationTarget('route-progress', true)).toEqual({ target: 'machines/route-progress', slug: 'machines-route-progress-paths-only' });
    expect(mutationTarget(undefined, true)).toEqual({ target: 'all', slug: 'all-paths-only' });
    expect(() => mutationTarget('domain', true)).toThrow(/the domain has none/);
  });
});
