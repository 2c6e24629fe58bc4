// Benchmark (not a test) of the billing tables (docs/tables.md): time from navigation to 100 painted
// invoice rows (/customer/invoices?pageSize=100 as the ledger customer), and from a page-size
// change (100 → 50) to the repaint. Median of 5 runs after a warm-up. Serve a sandbox build first:
//   npx vite build --outDir dist-h4 && npx vite preview --outDir dist-h4 --port 4205 --strictPort
//   node bench/tables.mjs [baseUrl]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4205';
const runs = 5;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rowsPainted = (n) => `document.querySelectorAll('[data-testid="data-table"][data-rows="${n}"] tbody tr').length === ${n}`;

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/`);
await page.waitForFunction(() => window.__sandbox);
await page.evaluate(() => window.__sandbox.setIdentity('ledger'));

const nav = [];
const resize = [];
for (let i = 0; i <= runs; i += 1) {
  const start = Date.now();
  await page.goto(`${base}/customer/invoices?pageSize=100&include=${i}`);
  await page.waitForFunction(rowsPainted(100), null, { polling: 'raf', timeout: 30_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  const navMs = Date.now() - start;
  const t0 = Date.now();
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
  await page.waitForFunction(rowsPainted(50), null, { polling: 'raf', timeout: 30_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  const resizeMs = Date.now() - t0;
  if (i > 0) {
    nav.push(navMs);
    resize.push(resizeMs);
  }
}
await browser.close();
console.log('billing tables (median of %d, after a warm-up)', runs);
console.log('| measure | median | min | max | target (ours; the spec sets none) |');
console.log('|---|---|---|---|---|');
console.log(`| navigation → 100 invoice rows painted | ${median(nav)} ms | ${Math.min(...nav)} ms | ${Math.max(...nav)} ms | 2000 ms |`);
console.log(`| page size 100 → 50, repaint | ${median(resize)} ms | ${Math.min(...resize)} ms | ${Math.max(...resize)} ms | 1000 ms |`);
