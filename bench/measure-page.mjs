// Measures one page in the system Chromium: per first visit (a fresh browser context each run),
// the time from navigation start to `ready(page)` (read in the page, so it is the browser's own
// clock), the first contentful paint, how long a skeleton ([data-testid$="skeleton"]) was on
// screen, the requests, and the JS received before the first paint and until the network is idle.
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path.mjs';

/** Runs in the page before any script: notes when a skeleton is first and last on screen. */
function watchSkeleton() {
  const marks = { first: null, last: null };
  Object.defineProperty(window, '__benchSkeleton', { value: marks });
  const tick = () => {
    // A skeleton on screen: index.html's (hidden on other pages) or the app's.
    const shown = [...document.querySelectorAll('[data-testid$="skeleton"]')].some((el) => el.checkVisibility({ visibilityProperty: true }));
    if (shown) {
      const now = performance.now();
      marks.first ??= now;
      marks.last = now;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Runs in the page once it is idle: paint time, JS bytes before it and in all. */
function readTimings() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const js = performance
    .getEntriesByType('resource')
    .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname) || entry.initiatorType === 'script');
  const bytes = (entries) => entries.reduce((total, entry) => total + (entry.encodedBodySize || entry.transferSize || 0), 0);
  const skeleton = window.__benchSkeleton;
  return {
    fcp,
    jsBeforePaint: fcp === null ? null : bytes(js.filter((entry) => entry.responseEnd <= fcp)),
    jsUntilIdle: bytes(js),
    skeletonMs: skeleton?.first == null ? null : skeleton.last - skeleton.first,
  };
}

export async function measurePage({ baseUrl, path, ready, runs = 9, prepare }) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const samples = [];
  try {
    for (let run = 0; run <= runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(watchSkeleton);
      if (prepare) await prepare(page, baseUrl);
      // Count only what the measured navigation asks for.
      // API calls are counted apart, with how many asked again for what was already asked
      // (same method and address): the boot prefetch must not make the page ask twice.
      let requests = 0;
      const apiCalls = [];
      page.on('request', (request) => {
        requests += 1;
        if (/\/api\//.test(new URL(request.url()).pathname)) apiCalls.push(`${request.method()} ${request.url()}`);
      });
      await page.goto(baseUrl + path);
      const readyMs = await ready(page);
      await page.waitForLoadState('networkidle');
      const timings = await page.evaluate(readTimings);
      await context.close();
      // Run 0 warms the server and the OS caches; it is not counted.
      // The machine is shared: the 1-minute load average is kept beside every visit.
      if (run > 0) samples.push({ readyMs, requests, api: apiCalls.length, repeated: apiCalls.length - new Set(apiCalls).size, load: loadavg()[0], ...timings });
    }
  } finally {
    await browser.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const pick = (key) => samples.map((sample) => sample[key]).filter((value) => value !== null && value !== undefined);
  const kb = (bytes) => (bytes === undefined ? '-' : (bytes / 1000).toFixed(1));
  const readyTimes = pick('readyMs');
  const skeleton = pick('skeletonMs');
  return {
    runs: samples.length,
    'median ms': Math.round(median(readyTimes)),
    'min ms': Math.round(Math.min(...readyTimes)),
    'max ms': Math.round(Math.max(...readyTimes)),
    'FCP ms': Math.round(median(pick('fcp'))),
    'skeleton min ms': skeleton.length ? Math.round(Math.min(...skeleton)) : '-',
    requests: median(pick('requests')),
    'API calls': median(pick('api')),
    'API repeats': Math.max(...pick('repeated')),
    'JS kB before paint': kb(median(pick('jsBeforePaint'))),
    'JS kB until idle': kb(median(pick('jsUntilIdle'))),
    'load avg (min–max)': `${median(pick('load')).toFixed(1)} (${Math.min(...pick('load')).toFixed(1)}–${Math.max(...pick('load')).toFixed(1)})`,
  };
}
