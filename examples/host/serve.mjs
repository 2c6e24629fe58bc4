// A tiny static server for the example host page (docs/embed.md): the page at /, the library
// build at /lib/ (LIB_OUT_DIR, default dist-lib), and the sandbox's service worker files at the
// root, so the worker's scope covers the page (the sandbox runs in the host page itself).
// Usage: node examples/host/serve.mjs [port]   (PORT or 4400 by default)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(here, '../..');
const lib = resolve(repo, process.env.LIB_OUT_DIR ?? 'dist-lib');
const port = Number(process.argv[2] ?? process.env.PORT ?? 4400);
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
const WORKER_FILES = new Set(['/sandbox-worker.js', '/mockServiceWorker.js']);

/** The file a path names, or null: never outside the folder it is served from. */
function fileFor(pathname) {
  const [root, rest] = pathname.startsWith('/lib/')
    ? [lib, pathname.slice('/lib/'.length)]
    : WORKER_FILES.has(pathname)
      ? [join(repo, 'public'), pathname.slice(1)]
      : [here, pathname === '/' ? 'index.html' : pathname.slice(1)];
  const file = normalize(join(root, rest));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://host');
  const file = fileFor(decodeURIComponent(pathname));
  if (!file || file.endsWith('serve.mjs')) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`example host: http://127.0.0.1:${port}/ (library from ${lib})`));
