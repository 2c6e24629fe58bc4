import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
// @ts-expect-error -- a plain .mjs helper shared with the test runner script
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs';
import { MOUNT_PREFIX, MOUNTED_PORT, MOUNTED_URL } from './e2e/support/mounted';
import { LIVE_DIST, LIVE_PORT, LIVE_PREFIX, LIVE_URL } from './e2e/live/stand-in-url';
import { HOST_PORT, HOST_URL, LIB_DIR } from './e2e/embed/host-url';

// E2E_PORT / E2E_OUT_DIR let several work trees run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
const chromium = findChromium() as string | undefined;

// Browser tests run against the production build served by `vite preview`, with the sandbox
// (msw service worker) as the back end, in the system Chromium.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // Two retries in CI: a loaded 2-core machine can miss a timing, and CI machines differ in speed
  // (the same commit took 52 and 88 minutes); Playwright still reports each retried test as flaky.
  retries: process.env.CI ? 2 : 0, // scripts/test.mjs passes --retries=2 as well
  forbidOnly: true,
  // The list as tests run, then the spec files by the time they took (e2e/support/time-by-file-reporter.ts).
  // The reporter's path is absolute: the walk configs (e2e/support/walk-config.ts) reuse this list from their own folders.
  reporter: [['list'], [fileURLToPath(new URL('./e2e/support/time-by-file-reporter.ts', import.meta.url))]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { args: CHROMIUM_ARGS as string[], ...(chromium ? { executablePath: chromium } : {}) },
    serviceWorkers: 'allow',
    // A returning visitor: the cookie notice (shell) was accepted once, so it does not cover the
    // sandbox wallet's buttons in every journey. Tests of the banner start without this cookie.
    storageState: {
      cookies: [{ name: 'CookieConsent', value: 'true', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
      origins: [],
    },
    screenshot: 'only-on-failure',
    // A trace only when a failed test runs again (its first retry). Recording one for every test
    // (retain-on-failure) streams a screencast through the software GPU: measured on 2 cores, it
    // made a walk take 81 s instead of 52 s and loaded the machine into time-outs.
    trace: 'on-first-retry',
  },
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${OUT_DIR}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The same build under a mount prefix, as a Blocklet Server serves it (e2e/live/mounted.spec.ts).
    {
      command: `node scripts/serve-mounted.mjs --dist ${OUT_DIR} --prefix ${MOUNT_PREFIX} --port ${MOUNTED_PORT}`,
      url: MOUNTED_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The example host page embedding the library build (npm run build:lib; e2e/embed/).
    {
      command: `node examples/host/serve.mjs ${HOST_PORT}`,
      env: { LIB_OUT_DIR: LIB_DIR },
      url: HOST_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The LIVE build (dist-live, E2E_LIVE_DIR) on the live stand-in: a Blocklet Server and a
    // Payment Kit over real HTTP and a real relay WebSocket (scripts/live-server.mjs, docs/live.md).
    {
      command: `node scripts/live-server.mjs --dist ${LIVE_DIST} --prefix ${LIVE_PREFIX} --port ${LIVE_PORT}`,
      url: LIVE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
