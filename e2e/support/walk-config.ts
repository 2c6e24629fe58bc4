// A machine's UI walk on its own build and port, so it can be run while others use the shared
// build (dist/) and port (4173). `npm test` runs the shared config, which includes every walk
// folder; a walk's own config (e2e/<machine>-paths/playwright.config.ts) is for working on it and
// for `npm run qa -- walk <machine>`. WALK_PORT and WALK_OUT_DIR override the port and the build.
import { defineConfig } from '@playwright/test';
import shared from '../../playwright.config';

export function walkConfig(defaultPort: number, testDir = '.') {
  const port = Number(process.env.WALK_PORT ?? defaultPort);
  const outDir = process.env.WALK_OUT_DIR ?? 'dist-walk';
  return defineConfig({
    ...shared,
    testDir,
    outputDir: '../../test-results/playwright-walk',
    use: { ...shared.use, baseURL: `http://127.0.0.1:${port}` },
    webServer: {
      command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      cwd: '../..',
    },
  });
}
