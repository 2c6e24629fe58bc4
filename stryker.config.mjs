// StrykerJS: the mutation score of the machines and the domain (`npm run qa -- mutation
// [machine]`, docs/qa.md). Not a stage of `npm test`: see docs/qa.md for its run time.
//
// QA_MUTATION_TARGET (set by the QA command) narrows the run to one machine folder
// (`machines/<name>`) or `domain`; without it, every machine and the domain are mutated. Each
// target has its own JSON report and incremental file under reports/mutation/ (not committed:
// reports/ is in .gitignore), so a second run of the same target re-tests only the mutants whose
// code or tests changed.
const target = process.env.QA_MUTATION_TARGET ?? 'all';
// QA_MUTATION_TESTS=paths (`--paths-only`): only the generated-path tests run, in a report of its own.
const slug = `${target.replace(/[^\w-]+/g, '-')}${process.env.QA_MUTATION_TESTS === 'paths' ? '-paths-only' : ''}`;
const sources = target === 'all' ? ['machines/**/*.ts', 'domain/**/*.ts'] : [`${target}/**/*.ts`];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.stryker.config.ts' },
  // Each mutant runs only the tests that reached its code in the dry run.
  coverageAnalysis: 'perTest',
  mutate: [
    ...sources,
    // Tests, graph fixtures (the machine with inert actors, for path generation), the QA kit
    // and the registry are tooling: a mutant there says nothing about the app.
    '!**/*.test.ts',
    // Test builders (fixtures.test-helpers.ts) are tests' code too.
    '!**/*.test-helpers.ts',
    '!**/*.graph.ts',
    // Oracles are the tests' own judgement of each state (machines/test-kit/oracle.ts).
    '!**/*.oracle.ts',
    '!machines/test-kit/**',
    '!machines/registry.ts',
  ],
  // The sandbox copy skips what no unit test reads: builds, browser tests and their results.
  ignorePatterns: ['dist', 'dist-*', 'test-results', 'playwright-report', 'e2e', 'bench', 'reports', 'coverage', '.stryker-tmp'],
  tempDirName: '.stryker-tmp',
  incremental: true,
  incrementalFile: `reports/mutation/${slug}.incremental.json`,
  reporters: ['json', 'html', 'clear-text', 'progress'],
  jsonReporter: { fileName: `reports/mutation/${slug}.json` },
  htmlReporter: { fileName: `reports/mutation/${slug}.html` },
  // The machine is shared by several processes on 2 cores: one test runner at a time.
  concurrency: 1,
  timeoutMS: 10_000,
  cleanTempDir: 'always',
};
