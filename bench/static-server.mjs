// A small HTTP server of the bench's own: serves a build folder (gzip, SPA fallback to
// index.html) and, for the live build, answers API calls through a handler. It listens itself,
// so a taken port is an error here, never a measurement of somebody else's server.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length']);
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg']);

/**
 * @typedef {{ root: string, transformHtml?: (html: string) => string,
 *   api?: (request: Request) => Promise<Response | undefined> }} Site
 * @param {Site & { port: number }} options  `root: null` holds the port and answers 503 until
 *   `serve(site)` names what to serve (the bench holds its port while it builds, so that a second
 *   bench started meanwhile fails at once instead of building over the first one's folders).
 */
export async function startStaticServer({ port, ...first }) {
  let site = first;
  let cache = new Map();
  async function file(path) {
    const { transformHtml = (html) => html } = site;
    if (!cache.has(path)) {
      const ext = extname(path);
      let body = await readFile(path);
      if (ext === '.html') body = Buffer.from(transformHtml(body.toString('utf8')));
      cache.set(path, { body, gzip: COMPRESSIBLE.has(ext) ? gzipSync(body, { level: 6 }) : null, type: TYPES[ext] ?? 'application/octet-stream' });
    }
    return cache.get(path);
  }
  async function resolve(pathname) {
    const { root } = site;
    const candidate = join(root, normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ''));
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
    return join(root, 'index.html');
  }
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
      if (!site.root) {
        res.writeHead(503, { 'content-type': 'text/plain' });
        res.end('bench: building, nothing served yet');
        return;
      }
      const { api } = site;
      if (api) {
        const chunks = [];
        for await (const chunk of req) chunks.push(chunk);
        const body = chunks.length ? Buffer.concat(chunks) : undefined;
        const headers = Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name));
        const request = new Request(url, { method: req.method, headers: headers.map(([k, v]) => [k, String(v)]), ...(body && req.method !== 'GET' && req.method !== 'HEAD' ? { body } : {}) });
        const response = await api(request);
        if (response) {
          // Compressed like a real server's answers (Lighthouse flags uncompressed JSON).
          const answer = Buffer.from(await response.arrayBuffer());
          const zip = answer.length > 1000 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
          const answerHeaders = Object.fromEntries([...response.headers].filter(([name]) => !HOP_BY_HOP.has(name) && name !== 'content-encoding'));
          res.writeHead(response.status, zip ? { ...answerHeaders, 'content-encoding': 'gzip' } : answerHeaders);
          res.end(zip ? gzipSync(answer, { level: 6 }) : answer);
          return;
        }
      }
      const found = await file(await resolve(url.pathname));
      const gzip = found.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, {
        'content-type': found.type,
        'cache-control': 'no-cache',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gzip ? found.gzip : found.body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise((resolvePromise, reject) => {
    server.once('error', (error) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`bench: port ${port} is already in use by another program; stop it or set BENCH_PORT. Refusing to measure a server that is not the bench's own.`)
          : error,
      );
    });
    server.listen(port, '127.0.0.1', () => resolvePromise());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    /** Serve another build (and API) on the same port. */
    serve(next) {
      site = next;
      cache = new Map();
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections?.();
        server.close(() => r());
      }),
  };
}
