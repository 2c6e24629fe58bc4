// `npm run bench`: builds nothing; expects `vite build` output in dist/. Starts `vite preview`,
// measures the pages below in Chromium (median of 5 runs after a warm-up) and prints a table,
// plus the gzipped route sizes from scripts/budget.mjs. A benchmark, not a test: it never fails
// on a number.
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { measurePage } from './measure-page.mjs';
import { pages } from './pages.mjs';

const PORT = 4179;
const baseUrl = `http://127.0.0.1:${PORT}`;
const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
  stdio: 'ignore',
  detached: true,
});
try {
  for (let i = 0; i < 60; i += 1) {
    if (await fetch(baseUrl).then((r) => r.ok).catch(() => false)) break;
    await sleep(250);
  }
  const rows = [];
  for (const page of pages) {
    const result = await measurePage({ baseUrl, ...page });
    rows.push({ page: page.name, 'ready when': page.readyWhen, ...result });
  }
  spawnSync('node', ['scripts/budget.mjs'], { stdio: 'inherit' });
  console.log('\nFrom navigation to ready (sandbox back end in the service worker; first visit per run):');
  console.table(rows);
} finally {
  process.kill(-server.pid);
}
