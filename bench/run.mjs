// `npm run bench`: a benchmark, not a test (it never fails on a number; it fails loudly when it
// cannot measure what it says, e.g. when its port is taken).
//
// Builds the app twice — the sandbox build (msw in a service worker, the default) and a live
// build (VITE_SANDBOX=off, what a blocklet server serves) — and serves each from the bench's own
// server on BENCH_PORT (default 4179). The live build's API calls are answered by the sandbox's
// handlers in Node (bench/live-api.mjs), so both modes see the same session data. Each page is
// visited BENCH_RUNS (default 9) times after a warm-up, each time as a first visit. The machine's
// load average is printed beside every figure (a busy machine makes every time longer).
import { arch, cpus, totalmem } from 'node:os';
import { measurePage } from './measure-page.mjs';
import { pages } from './pages.mjs';
import { BUILDS, build, load, PORT, siteFor } from './sites.mjs';
import { startStaticServer } from './static-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
if (!(RUNS >= 1)) throw new Error(`bench: BENCH_RUNS must be a positive number, not ${process.env.BENCH_RUNS}`);

// The port is held from the first moment to the last (it answers 503 while the builds run): a
// second bench started meanwhile fails here, before it builds over this one's folders.
const server = await startStaticServer({ root: null, port: PORT }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const rows = [];
try {
  build('sandbox');
  build('live');
  for (const mode of ['live', 'sandbox']) {
    server.serve(await siteFor(mode, PORT));
    for (const page of pages.filter((p) => p.modes.includes(mode))) {
      const result = await measurePage({ baseUrl: server.url, path: page.path, ready: page.ready, runs: RUNS });
      rows.push({
        page: page.name,
        mode,
        'ready when': page.readyWhen,
        ...result,
        'x floor': page.floorMs ? (result['median ms'] / page.floorMs).toFixed(2) : '-',
      });
    }
  }
} finally {
  await server.close();
}

const { spawnSync } = await import('node:child_process');
spawnSync('node', ['scripts/budget.mjs'], { stdio: 'inherit', env: { ...process.env, BUDGET_DIST: BUILDS.sandbox } });
console.log(
  `\nFrom navigation start to ready, first visits (${new Date().toISOString().slice(0, 16)}Z, ${cpus().length} × ${cpus()[0]?.model ?? arch()}, ${Math.round(totalmem() / 2 ** 30)} GiB, load average now ${load()}):`,
);
console.table(rows);
console.log('A load average above the number of cores means other work shared the CPU: compare figures taken at a similar load.');
// The live API's module loader (jiti, msw) keeps handles open: leave once the table is out.
process.exit(0);
