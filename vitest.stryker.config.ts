// The Vitest configuration StrykerJS runs (stryker.config.mjs): the node-environment tests of the
// layers it mutates, machines/ and domain/. The screens' jsdom tests are left out: each mutant
// would pay for jsdom and Mantine on a 2-core machine, for tests written to check screens, not
// machine or domain rules. Same aliases and node setup as vite.config.ts's `node` project.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@domain': dir('domain'),
      '@machines': dir('machines'),
      '@adapters': dir('adapters'),
      '@ui': dir('ui'),
      '@routes': dir('routes'),
      '@test': dir('test'),
    },
  },
  test: {
    environment: 'node',
    include: ['{domain,machines}/**/*.test.ts'],
    setupFiles: ['test/setup-node.ts'],
  },
});
