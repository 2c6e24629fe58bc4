// `npm run bench`: a benchmark, not a test (it never fails on a number; it fails loudly when it
// cannot measure what it says, e.g. when its port is taken).
//
// Builds the app twice — the sandbox build (msw in a service worker, the default) and a live
// build (VITE_SANDBOX=off, what a blocklet server serves) — and serves each from the bench's own
// server on BENCH_PORT (default 4179). The live build's API calls are answered by the sandbox's
// handlers in Node (bench/live-api.mjs), so both modes see the same session data. Each page is
// visited BENCH_RUNS (default 9) times after a warm-up, each time as a first visit.
import { spawnSync } from 'node:child_process';
import { arch, cpus, totalmem } from 'node:os';
import { createLiveApi } from './live-api.mjs';
import { measurePage } from './measure-page.mjs';
import { pages } from './pages.mjs';
import { startStaticServer } from './static-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4179);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
// BENCH_DIST names the build folders (BENCH_DIST-sandbox, BENCH_DIST-live), so that two people
// benchmarking in one work tree do not build over each other's folders.
const DIST = process.env.BENCH_DIST ?? 'dist-bench';
const BUILDS = { sandbox: `${DIST}-sandbox`, live: `${DIST}-live` };

function build(mode) {
  const env = { ...process.env, ...(mode === 'live' ? { VITE_SANDBOX: 'off' } : {}) };
  const result = spawnSync('npx', ['vite', 'build', '--outDir', BUILDS[mode], '--logLevel', 'error'], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`bench: the ${mode} build failed`);
}

async function serve(mode) {
  if (mode === 'sandbox') return startStaticServer({ root: BUILDS.sandbox, port: PORT });
  const api = await createLiveApi();
  return startStaticServer({
    root: BUILDS.live,
    port: PORT,
    api: api.handle,
    transformHtml: (html) => html.replace('<head>', `<head>${api.globalsScript(`http://127.0.0.1:${PORT}`)}`),
  });
}

// Fail before building when the port is not ours to use.
await (await startStaticServer({ root: '.', port: PORT })).close();
build('sandbox');
build('live');

const rows = [];
for (const mode of ['live', 'sandbox']) {
  const server = await serve(mode);
  try {
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
  } finally {
    await server.close();
  }
}

spawnSync('node', ['scripts/budget.mjs'], { stdio: 'inherit', env: { ...process.env, BUDGET_DIST: BUILDS.sandbox } });
console.log(`\nFrom navigation start to ready, first visits (${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? arch()}, ${Math.round(totalmem() / 2 ** 30)} GiB):`);
console.table(rows);
// The live API's module loader (jiti, msw) keeps handles open: leave once the table is out.
process.exit(0);
