// What the bench serves per mode, shared by `npm run bench` (run.mjs) and bench/lighthouse.mjs:
// the sandbox build as it is (msw in its service worker), or the live build with the same session
// data answered in Node (live-api.mjs) and the globals a blocklet server injects into the page.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { createLiveApi } from './live-api.mjs';

// BENCH_DIST names the build folders (BENCH_DIST-sandbox, BENCH_DIST-live), so that two people
// benchmarking in one work tree do not build over each other's folders.
export const DIST = process.env.BENCH_DIST ?? 'dist-bench';
export const BUILDS = { sandbox: `${DIST}-sandbox`, live: `${DIST}-live` };
export const PORT = Number(process.env.BENCH_PORT ?? 4179);

export function build(mode) {
  const env = { ...process.env, ...(mode === 'live' ? { VITE_SANDBOX: 'off' } : {}) };
  const result = spawnSync('npx', ['vite', 'build', '--outDir', BUILDS[mode], '--logLevel', 'error'], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`bench: the ${mode} build failed`);
}

/** The site of one mode, for `server.serve(site)` (static-server.mjs) on `port`. */
export async function siteFor(mode, port, root = BUILDS[mode]) {
  if (mode === 'sandbox') return { root };
  const api = await createLiveApi();
  return {
    root,
    api: api.handle,
    transformHtml: (html) => html.replace('<head>', `<head>${api.globalsScript(`http://127.0.0.1:${port}`)}`),
  };
}

/** The 1-minute load average, to print beside every figure: the machine is shared. */
export const load = () => Number(loadavg()[0].toFixed(1));
