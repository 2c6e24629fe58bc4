// `node bench/session-start.mjs <before root> <after root>`: the first paint and when the
// checkout's session request leaves, in alternating first visits of two builds (see compare.mjs
// for the roots, ports and BENCH_* variables). Read from the page's own paint and resource
// timing (the retrieve call's start; in a sandbox build it leaves once msw's worker answers).
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path.mjs';
import { createLiveApi } from './live-api.mjs';
import { startStaticServer } from './static-server.mjs';

const [beforeRoot, afterRoot] = process.argv.slice(2).map((root) => resolve(root));
const PORT = Number(process.env.BENCH_PORT ?? 4179);
const PORT_AFTER = Number(process.env.BENCH_PORT_AFTER ?? PORT + 1);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const DIST = process.env.BENCH_DIST ?? 'dist-bench';
const MODES = (process.env.BENCH_MODES ?? 'live,sandbox').split(',');
const PATH = '/checkout/pay/cs_sbx_one_time';

async function serve(root, mode, port) {
  const dist = join(root, `${DIST}-${mode}`);
  if (mode === 'sandbox') return startStaticServer({ root: dist, port });
  const api = await createLiveApi();
  return startStaticServer({ root: dist, port, api: api.handle, transformHtml: (html) => html.replace('<head>', `<head>${api.globalsScript(`http://127.0.0.1:${port}`)}`) });
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const mode of MODES) {
  const servers = { before: await serve(beforeRoot, mode, PORT), after: await serve(afterRoot, mode, PORT_AFTER) };
  const samples = { before: [], after: [] };
  for (let run = 0; run <= RUNS; run += 1) {
    for (const which of run % 2 === 0 ? ['before', 'after'] : ['after', 'before']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(servers[which].url + PATH);
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/checkout-sessions/retrieve/')), undefined, { timeout: 30_000 });
      const sample = await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource');
        const at = (part) => entries.find((e) => e.name.includes(part))?.startTime ?? null;
        return { session: at('/checkout-sessions/retrieve/'), paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null };
      });
      await context.close();
      if (run > 0) samples[which].push(sample);
    }
  }
  await servers.before.close();
  await servers.after.close();
  for (const which of ['before', 'after']) {
    const pick = (key) => samples[which].map((s) => s[key]).filter((v) => v !== null);
    const m = (key) => (pick(key).length ? Math.round(median(pick(key))) : '-');
    rows.push({ mode, build: which, runs: samples[which].length, 'first paint ms': m('paint'), 'session request leaves ms': m('session') });
  }
}
await browser.close();
console.log(`\nMedians from navigation start, alternating first visits (${new Date().toISOString()}):`);
console.table(rows);
process.exit(0);
