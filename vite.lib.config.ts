// The embeddable components' library build (docs/embed.md): `npm run build:lib`.
// Two builds of the same layers. The default one is the React package (dist-lib/payment-kit.js,
// React external: a host's own React renders it, and two Reacts on one page break hooks). The
// 'element' mode is the custom element for pages that are not React (dist-lib/element/), which
// brings its own React. Each emits one stylesheet: the element loads it into its shadow root.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import app from './vite.config.ts';

const dir = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));
// The layers' aliases are the app's (vite.config.ts), as vitest.stryker.config.ts reads them.
const alias = app.resolve?.alias;
/** Where the package goes (a helper's separate checkout builds elsewhere with LIB_OUT_DIR). */
const outRoot = process.env.LIB_OUT_DIR ?? 'dist-lib';

export default defineConfig(({ mode }) => {
  const element = mode === 'element';
  return {
    plugins: [react()],
    resolve: { alias },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: element ? `${outRoot}/element` : outRoot,
      emptyOutDir: true,
      sourcemap: false,
      // Read by scripts/budget-embed.mjs: which chunks an embed loads first and which on the way to its form.
      manifest: true,
      target: 'es2022',
      cssCodeSplit: false,
      chunkSizeWarningLimit: 900,
      lib: {
        entry: element ? dir('embed/elements.ts') : dir('embed/index.ts'),
        formats: ['es'],
        fileName: element ? 'payment-kit-element' : 'payment-kit',
        cssFileName: 'payment-kit',
      },
      rolldownOptions: element ? {} : { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  };
});
