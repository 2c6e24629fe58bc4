// Measures one page in the system Chromium against `vite preview` of the build: requests and
// time from navigation until `ready(page)` holds. Sizes come from scripts/budget.mjs (gzipped).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path.mjs';

export async function measurePage({ baseUrl, path, ready, runs = 5, prepare }) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const samples = [];
  try {
    for (let run = 0; run <= runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (prepare) await prepare(page, baseUrl);
      // Count only what the measured navigation asks for.
      const requests = [];
      page.on('request', (request) => requests.push(request.url()));
      const started = Date.now();
      await page.goto(baseUrl + path);
      await ready(page);
      const ms = Date.now() - started;
      const count = requests.length;
      await context.close();
      // Run 0 warms the preview server and the OS caches; it is not counted.
      if (run > 0) samples.push({ ms, count });
    }
  } finally {
    await browser.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    medianMs: median(samples.map((s) => s.ms)),
    minMs: Math.min(...samples.map((s) => s.ms)),
    maxMs: Math.max(...samples.map((s) => s.ms)),
    requests: median(samples.map((s) => s.count)),
    runs: samples.length,
  };
}
