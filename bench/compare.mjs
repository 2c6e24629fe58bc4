// `node bench/compare.mjs <before root> <after root>`: a before/after benchmark on a shared
// machine (a benchmark, not a test). Other people's builds and tests change the machine's load
// from minute to minute, so two separate `npm run bench` runs minutes apart do not compare; this
// alternates first visits of the two builds (before, after, before, after, …) so both see the
// same load, and prints the medians side by side.
//
// Each root is a work tree (e.g. `git archive` of a commit) holding the bench's builds:
// `${BENCH_DIST}-sandbox` and `${BENCH_DIST}-live` (build them with `npm run bench` there, or
// `npx vite build --outDir …`). BENCH_PORT (default 4179) serves the before build and
// BENCH_PORT_AFTER (default the next port) the after build; both servers are the bench's own and
// fail loudly on a taken port.
// BENCH_RUNS (default 9) first visits per build and mode; BENCH_MODES (default "live,sandbox").
import { join, resolve } from 'node:path';
import { arch, cpus, totalmem } from 'node:os';
import { createLiveApi } from './live-api.mjs';
import { measurePage } from './measure-page.mjs';
import { pages } from './pages.mjs';
import { startStaticServer } from './static-server.mjs';

const [beforeRoot, afterRoot] = process.argv.slice(2).map((root) => resolve(root));
if (!beforeRoot || !afterRoot) {
  console.error('usage: node bench/compare.mjs <before root> <after root>');
  process.exit(2);
}
const PORT = Number(process.env.BENCH_PORT ?? 4179);
const PORT_AFTER = Number(process.env.BENCH_PORT_AFTER ?? PORT + 1);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const DIST = process.env.BENCH_DIST ?? 'dist-bench';
const MODES = (process.env.BENCH_MODES ?? 'live,sandbox').split(',');

async function serve(root, mode, port) {
  const dist = join(root, `${DIST}-${mode}`);
  if (mode === 'sandbox') return startStaticServer({ root: dist, port });
  const api = await createLiveApi();
  return startStaticServer({
    root: dist,
    port,
    api: api.handle,
    transformHtml: (html) => html.replace('<head>', `<head>${api.globalsScript(`http://127.0.0.1:${port}`)}`),
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
const page = pages.find((p) => p.floorMs);
for (const mode of MODES) {
  const servers = { before: await serve(beforeRoot, mode, PORT), after: await serve(afterRoot, mode, PORT_AFTER) };
  const samples = { before: [], after: [] };
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const which of run % 2 === 0 ? ['before', 'after'] : ['after', 'before']) {
        // One measured first visit (after its own warm-up visit) per turn.
        samples[which].push(await measurePage({ baseUrl: servers[which].url, path: page.path, ready: page.ready, runs: 1 }));
      }
    }
  } finally {
    await servers.before.close();
    await servers.after.close();
  }
  for (const which of ['before', 'after']) {
    const pick = (key) => samples[which].map((sample) => sample[key]).filter((value) => typeof value === 'number');
    const ready = pick('median ms');
    rows.push({
      mode,
      build: which,
      runs: ready.length,
      'median ms': median(ready),
      'min ms': Math.min(...ready),
      'max ms': Math.max(...ready),
      'x floor': (median(ready) / page.floorMs).toFixed(2),
      'skeleton min ms': Math.min(...pick('skeleton min ms')),
      'FCP ms': median(pick('FCP ms')),
      requests: median(pick('requests')),
      'API calls': median(pick('API calls')),
      'API repeats': Math.max(...pick('API repeats')),
    });
  }
}
console.log(
  `\n${page.name}, ${page.readyWhen}: alternating first visits (${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? arch()}, ${Math.round(totalmem() / 2 ** 30)} GiB)`,
);
console.table(rows);
// The live API's module loader keeps handles open: leave once the table is out.
process.exit(0);
