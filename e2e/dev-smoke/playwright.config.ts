import { defineConfig } from '@playwright/test';
// @ts-expect-error -- a plain .mjs helper shared with the test runner script
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium-path.mjs';

// The dev-server smoke suite (`npm test` stage "dev-server smoke"): what a newcomer's `npm start`
// serves — vite dev with React StrictMode, the sandbox in the service worker — opened scenario by
// scenario in English and Chinese. The other browser tests run on the production build, which
// never showed the StrictMode-only failures this suite exists for. Its files end in .smoke.ts so
// the main config (testDir e2e) does not pick them up.
const PORT = Number(process.env.SMOKE_PORT ?? 5174);
const chromium = findChromium() as string | undefined;

export default defineConfig({
  testDir: '.',
  testMatch: '*.smoke.ts',
  outputDir: '../../test-results/dev-smoke',
  // One server, one worker: the languages run one after the other, each in one browser context.
  workers: 1,
  fullyParallel: false,
  // vite dev compiles each module on its first request: the first pages of a cold start are slow.
  // One test opens every scenario (~60 pages) and crawls their links: ~2.5 min on an idle 2-core
  // machine, so the limit leaves room for a busy one without letting a hang run forever.
  timeout: 600_000,
  expect: { timeout: 20_000 },
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { args: CHROMIUM_ARGS as string[], ...(chromium ? { executablePath: chromium } : {}) },
    serviceWorkers: 'allow',
    screenshot: 'only-on-failure',
    // No trace: recording one streams a screencast through the software GPU for the whole ~60-page
    // crawl, on the CPU the dev server compiles with. The screenshot of a failure and its message say where.
    trace: 'off',
  },
  webServer: {
    // The README's first command (`npm start` = scripts/start.mjs), on a port of its own; strict,
    // so a busy port fails instead of serving from the next one where nobody looks.
    command: `node scripts/start.mjs --strictPort`,
    cwd: '../..',
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
