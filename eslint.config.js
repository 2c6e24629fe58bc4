// Lint, plus the layer rule of docs/architecture.md §1: arrows point down only.
//   routes → ui, adapters, machines, domain
//   ui → machines (view types), domain      adapters → machines/ports, domain
//   machines → domain                      domain → nothing of ours
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const layer = (name) => [`@${name}`, `@${name}/*`, `**/${name}/*`, `../${name}`, `../../${name}`];
const forbid = (message, ...layers) => ({ group: layers.flatMap(layer), message });

const layerRule = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      'coverage',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      'routes/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['domain/**'],
    rules: {
      ...layerRule(
        forbid('domain/ is pure: it imports nothing of ours above it.', 'machines', 'adapters', 'ui', 'routes'),
        { group: ['react', 'react-dom', 'xstate', 'msw', 'msw/*', '@mantine/*', '@tanstack/*'], message: 'domain/ is framework-free.' },
      ),
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Take `now` as a parameter.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Take `rng` as a parameter.' },
        { selector: "CallExpression[callee.name='fetch']", message: 'domain/ never does I/O.' },
      ],
    },
  },
  {
    files: ['machines/**'],
    rules: layerRule(
      forbid('machines/ import only domain/ and their ports.', 'adapters', 'ui', 'routes'),
      { group: ['react', 'react-dom', '@mantine/*', '@tanstack/*', 'msw', 'msw/*'], message: 'machines/ are UI- and I/O-free.' },
    ),
  },
  {
    files: ['adapters/**'],
    ignores: ['adapters/sandbox/**'],
    rules: layerRule(
      forbid('adapters/ implement ports; they never reach ui/ or routes/.', 'ui', 'routes'),
      { group: ['@machines/*/*', '!@machines/ports'], message: 'adapters/ may use machines/ports only.' },
    ),
  },
  {
    files: ['adapters/sandbox/**'],
    rules: layerRule(forbid('The sandbox is a back end: it never reaches ui/, routes/ or machines/.', 'ui', 'routes', 'machines')),
  },
  {
    files: ['ui/**'],
    rules: {
      ...layerRule(forbid('ui/ renders props; composition happens in routes/.', 'adapters', 'routes')),
      'no-restricted-globals': ['error', { name: 'fetch', message: 'ui/ never fetches; use a port through routes/.' }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
