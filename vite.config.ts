/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { bootPreloads } from './scripts/vite-boot-preloads.ts';
import { htmlCookieBannerPlugin } from './scripts/vite-html-cookie-banner.ts';
import { htmlThemePlugin } from './scripts/vite-html-theme.ts';
import { mountBase } from './scripts/vite-mount-base.ts';

const dir = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

// One alias per layer; the ESLint layer rule (eslint.config.js) keeps the arrows pointing down.
// Rolldown splits a module that both the entry and a lazy chunk use into a chunk of its own: the
// entry's static imports came as 23 files on every first visit, and Mantine's base components and
// the router as a dozen sub-kB files more. Every page loads the entry's whole static closure, so
// it is one chunk (`$initial`: −5 kB gz on every route, the checkout 41 → 17 first files, issue
// 17: each file costs the browser main-thread time and Lighthouse's simulated link a round trip).
// What only lazy routes share stays split by who uses it, except Mantine's remaining base parts,
// the router and XState, which are used together or not at all: one chunk each.
const alwaysLoaded = [
  { name: 'boot', tags: ['$initial' as const] },
  {
    name: 'mantine-base',
    test: /@mantine\/core\/esm\/(core|components\/(Group|Stack|Skeleton|SimpleGrid|Button|Container|Text|Title|Paper|Alert|CloseButton|VisuallyHidden|Loader|UnstyledButton|Badge|ThemeIcon|ActionIcon|Code|Transition))\//,
  },
  { name: 'router', test: /@tanstack\/(react-router|router-core|history|store|react-store)\// },
  { name: 'xstate', test: /node_modules\/(xstate|@xstate\/react)\// },
];

const alias = {
  '@domain': dir('domain'),
  '@machines': dir('machines'),
  '@adapters': dir('adapters'),
  '@ui': dir('ui'),
  '@routes': dir('routes'),
  '@test': dir('test'),
};

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './routes',
      generatedRouteTree: './routes/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.(test|gen)\\.',
      autoCodeSplitting: true,
    }),
    react(),
    bootPreloads({ sandboxBuild: process.env.VITE_SANDBOX !== 'off' }),
    htmlThemePlugin(),
    htmlCookieBannerPlugin(),
    mountBase(),
  ],
  resolve: { alias },
  // Relative asset URLs: one build served at '/' or under whatever mount the platform gives at run
  // time (window.blocklet.prefix). index.html's first script writes <base href="{mount}">, and the
  // entry's tags come after it (scripts/vite-mount-base.ts), so the URLs resolve against the mount
  // on every route, deep ones too (docs/architecture.md, "Mount prefix").
  base: './',
  build: {
    manifest: true,
    // The preload helper of dynamic imports keeps only their CSS. With their JS it held each
    // import until every dependency's <link> had loaded, then evaluated them together: measured
    // on checkout first visits, the boot's blocking time (Lighthouse's TBT) halved without it
    // (260–490 → 120–180 ms, 4× tasks over 50 ms) and the Pay button came 20–30 ms sooner (issue
    // 17). index.html preloads what a checkout's boot imports; elsewhere a chunk's own imports
    // start when it arrives, and the router preloads a route on intent. The HTML keeps its
    // preload tags for the entry's static imports (the runtime chunk came 130 ms late without).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: alwaysLoaded } } },
  },
  server: { host: '127.0.0.1', port: 5173 },
  // Dev server: pre-bundle at start what only lazy screens import (charts, markdown). Found on
  // first use instead, they make vite re-optimize and reload the page under the user (the
  // portal home went blank for a moment on its first visit).
  optimizeDeps: { include: ['@mantine/charts', 'recharts', 'react-markdown', 'remark-gfm'] },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    // Vitest's default in run mode is one worker less than the cores: one worker on the 2-core
    // machines this runs on, with the second core idle. Two workers halve the stage's wall time.
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', 'domain/model/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{domain,machines,adapters,ui,routes,embed,test}/**/*.test.ts'],
          setupFiles: ['test/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['{ui,routes,adapters,test,embed}/**/*.test.tsx'],
          // Mantine in jsdom is slow on a busy 2-core machine; a slow test is not a failing one.
          testTimeout: 20_000,
          setupFiles: ['test/setup-jsdom.ts'],
        },
      },
    ],
  },
});
