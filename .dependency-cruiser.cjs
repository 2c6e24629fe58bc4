// Import circles across the app's layers. The layer direction itself is eslint.config.js's rule
// (docs/architecture.md); this one catches what a per-file rule cannot see: A → B → … → A, inside a
// layer as well as across. Run by the lint stage of `npm test` (scripts/test.mjs).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not reach itself through its imports: split the shared part into a module both import.',
      from: { path: '^(domain|machines|adapters|ui|routes)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist[^/]*)/|\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
