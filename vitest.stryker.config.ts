// The Vitest configuration StrykerJS runs (stryker.config.mjs): the node-environment tests of the
// layers it mutates, machines/ and domain/. The screens' jsdom tests are left out: each mutant
// would pay for jsdom and Mantine on a 2-core machine, for tests written to check screens, not
// machine or domain rules. Aliases from vite.config.ts; the node setup of its `node` project.
import { defineConfig } from 'vitest/config';
import app from './vite.config';

// `qa mutation <machine> --paths-only` (QA_MUTATION_TESTS=paths): the mutated machine's own
// generated-path tests alone (every machine's for a run on all of them).
const target = process.env.QA_MUTATION_TARGET ?? 'all';
const pathTests = `${target.startsWith('machines/') ? target : 'machines'}/**/*.paths.test.ts`;

export default defineConfig({
  resolve: { alias: app.resolve?.alias },
  test: {
    environment: 'node',
    include: process.env.QA_MUTATION_TESTS === 'paths' ? [pathTests] : ['{domain,machines}/**/*.test.ts'],
    setupFiles: ['test/setup-node.ts'],
  },
});
