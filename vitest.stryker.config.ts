// The Vitest configuration StrykerJS runs (stryker.config.mjs): the node-environment tests of the
// layers it mutates, machines/ and domain/, without the jsdom project (Stryker's vitest runner
// drives one project; the screens' tests do not kill machine or domain mutants cheaply enough to
// pay for jsdom on every mutant). Same aliases and node setup as vite.config.ts's `node` project.
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
