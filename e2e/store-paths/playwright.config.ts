// The review-path walk on its own build and port (`npm run qa -- walk app-review [n]` uses it):
//   npx vite build --outDir dist-walk && npx playwright test -c e2e/store-paths/playwright.config.ts
// WALK_PORT and WALK_OUT_DIR override the port and the build. `npm test` runs the shared config,
// which includes this folder.
import { defineConfig } from '@playwright/test';
import shared from '../../playwright.config';

const PORT = Number(process.env.WALK_PORT ?? 4393);
const OUT_DIR = process.env.WALK_OUT_DIR ?? 'dist-walk';

export default defineConfig({
  ...shared,
  testDir: '.',
  outputDir: '../../test-results/playwright-walk',
  use: { ...shared.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${OUT_DIR}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    cwd: '../..',
  },
});
