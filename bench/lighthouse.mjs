// `node bench/lighthouse.mjs`: Lighthouse (mobile, simulated throttling — its default) on the
// checkout, in the live build and on the sandbox build; a benchmark, not a test. It prints the
// performance score, the metrics (FCP, LCP, TBT, speed index, CLS) and what Lighthouse says costs
// the most (long tasks, render-blocking resources, unused JS) per mode, median of LH_RUNS runs.
//
// Lighthouse is not a dependency of the project (no new packages). Install it OUTSIDE the project
// and say where it is:
//   npm i --prefix /tmp/lh lighthouse
//   LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse node bench/lighthouse.mjs
// (a `lighthouse` on the PATH, or the one in /tmp/lh, is found without LIGHTHOUSE_BIN).
//
// It serves the builds `${BENCH_DIST}-sandbox` and `${BENCH_DIST}-live` (building what is missing;
// BENCH_BUILD=1 rebuilds both) from its own server on BENCH_PORT (default 4179), which it holds
// from start to end and which fails loudly when taken. LH_RUNS (default 3) runs per mode;
// LH_MODES (default "live,sandbox"); LH_CPU_SLOWDOWN overrides Lighthouse's 4× CPU slowdown (its
// docs: calibrate it when the machine's benchmarkIndex, printed, is far from a desktop's). The
// JSON reports go to test-results/lighthouse-<BENCH_DIST's name>/.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, delimiter, join } from 'node:path';
import { findChromium } from '../scripts/chromium-path.mjs';
import { pages } from './pages.mjs';
import { BUILDS, build, DIST, load, PORT, siteFor } from './sites.mjs';
import { startStaticServer } from './static-server.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const MODES = (process.env.LH_MODES ?? 'live,sandbox').split(',');
const OUT = join('test-results', `lighthouse-${basename(DIST)}`);
const page = pages.find((p) => p.floorMs);

function findLighthouse() {
  const candidates = [
    process.env.LIGHTHOUSE_BIN,
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'lighthouse')),
    '/tmp/lh/node_modules/.bin/lighthouse',
  ].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

const lighthouse = findLighthouse();
if (!lighthouse) {
  console.error(
    [
      'bench/lighthouse: Lighthouse is not installed, so nothing was measured.',
      'It is not a project dependency; install it outside the project and run again:',
      '  npm i --prefix /tmp/lh lighthouse',
      '  LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse node bench/lighthouse.mjs',
    ].join('\n'),
  );
  process.exit(2);
}
const chrome = process.env.CHROME_PATH ?? findChromium();
if (!chrome) {
  console.error('bench/lighthouse: no Chromium found (set CHROME_PATH or CHROMIUM_PATH).');
  process.exit(2);
}

const server = await startStaticServer({ root: null, port: PORT }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

/** One Lighthouse run; returns the report's figures. */
async function runLighthouse(url, mode, run) {
  const output = join(OUT, `${mode}-${run}.json`);
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(process.env.LH_CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${process.env.LH_CPU_SLOWDOWN}`] : []),
  ];
  const loadBefore = load();
  // Asynchronous: the bench's own server answers the page from this process meanwhile.
  const status = await new Promise((resolve, reject) => {
    const child = spawn(lighthouse, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (status !== 0) throw new Error(`bench/lighthouse: Lighthouse failed on ${url} (exit ${status})`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => report.audits[id];
  const ms = (id) => Math.round(audit(id)?.numericValue ?? NaN);
  const items = (id) => audit(id)?.details?.items ?? [];
  const file = (url) => (url.startsWith('http') ? new URL(url).pathname.split('/').pop() || new URL(url).pathname : url);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    FCP: ms('first-contentful-paint'),
    LCP: ms('largest-contentful-paint'),
    TBT: ms('total-blocking-time'),
    SI: ms('speed-index'),
    CLS: Number((audit('cumulative-layout-shift')?.numericValue ?? NaN).toFixed(3)),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
    load: `${loadBefore}→${load()}`,
    longTasks: items('long-tasks')
      .slice(0, 3)
      .map((task) => `${file(task.url)} ${Math.round(task.duration)} ms`)
      .join(', '),
    renderBlocking: items('render-blocking-resources')
      .map((item) => `${file(item.url)} ~${Math.round(item.wastedMs)} ms`)
      .join(', ') || 'none',
    unusedJs: items('unused-javascript')
      .slice(0, 2)
      .map((item) => `${file(item.url)} ${Math.round(item.wastedBytes / 1000)} kB`)
      .join(', ') || 'none',
    warnings: report.runWarnings ?? [],
  };
}

const rows = [];
const notes = new Set();
try {
  mkdirSync(OUT, { recursive: true });
  for (const mode of MODES) {
    if (process.env.BENCH_BUILD === '1' || !existsSync(join(BUILDS[mode], 'index.html'))) build(mode);
  }
  for (const mode of MODES) {
    server.serve(await siteFor(mode, PORT));
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) runs.push(await runLighthouse(server.url + page.path, mode, run));
    // The run with the median score stands for the mode; the range of scores and TBT beside it.
    const sorted = [...runs].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor(sorted.length / 2)];
    median.warnings.forEach((warning) => notes.add(warning.replace(/\s*\[.*?\]\(.*?\)\.?/g, '').trim()));
    rows.push({
      mode,
      runs: runs.length,
      'score (min–max)': `${median.score} (${sorted[0].score}–${sorted.at(-1).score})`,
      'TBT ms (min–max)': `${median.TBT} (${Math.min(...runs.map((r) => r.TBT))}–${Math.max(...runs.map((r) => r.TBT))})`,
      'FCP ms': median.FCP,
      'LCP ms': median.LCP,
      'SI ms': median.SI,
      CLS: median.CLS,
      benchmarkIndex: median.benchmarkIndex,
      'load avg': median.load,
    });
    console.log(`\n${mode}: longest tasks ${median.longTasks || 'none'}; render-blocking ${median.renderBlocking}; unused JS ${median.unusedJs}`);
  }
} finally {
  await server.close();
}

console.log(`\nLighthouse ${page.name} (${page.path}), mobile, simulated throttling${process.env.LH_CPU_SLOWDOWN ? `, CPU slowdown ${process.env.LH_CPU_SLOWDOWN}×` : ''}, ${new Date().toISOString().slice(0, 16)}Z; targets: score ≥ 90, TBT ≤ 200 ms`);
console.table(rows);
for (const note of notes) console.log(`Lighthouse: ${note}`);
console.log(`Reports: ${OUT}/<mode>-<run>.json. A load average above the number of cores inflates TBT (every task runs longer).`);
process.exit(0);
