// A built app served the way a Blocklet Server serves a component: under its mount prefix, with
// `window.blocklet` injected into the HTML before the app's own scripts (docs/reference/store-shell.md
// lists the globals), every deep route under the prefix answered with the app's index.html (a
// single-page app) and everything outside the prefix a 404. Test tooling, no dependency: the
// browser test of the mount (e2e/live/mounted.spec.ts) runs on it, and the live stand-in server
// (issue 29, item 3) grows from it.
//
//   node scripts/serve-mounted.mjs [--dist dist] [--prefix /payment/] [--port 4480]
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PAYMENT_KIT_DID = 'z2qaCNvKMv5GjouKdcDWexv6WqtHbpNPQDnAk';
export const BLOCKLET_STORE_DID = 'z8ia29UsENBg6tLZUKi2HABj38Cw1LmHZocbQ';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

/** '/payment/' for 'payment', '/payment' or '/payment/'; '/' for none (the same rule as adapters/http/mount-path.ts). */
export const normalizePrefix = (prefix = '/') => {
  const trimmed = prefix.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
};

/** What the platform injects for a component at `prefix`: this app is the Payment Kit's page, the store has its own mount. */
export function blockletGlobals({ prefix, origin, storeMount = '/store/' }) {
  return {
    appName: 'Mounted Shop',
    appUrl: origin,
    prefix,
    groupPrefix: prefix,
    languages: [
      { code: 'en', name: 'English' },
      { code: 'zh', name: '简体中文' },
    ],
    componentMountPoints: [
      { did: PAYMENT_KIT_DID, name: 'payment-kit', title: 'Payment Kit', mountPoint: prefix },
      { did: BLOCKLET_STORE_DID, name: 'blocklet-store', title: 'Blocklet Store', mountPoint: storeMount },
    ],
  };
}

/** The page with the platform's globals as the first thing in <head>, before any of the app's scripts. */
export const injectGlobals = (html, globals, extraScript = '') =>
  html.replace(/<head>/i, `<head><script>window.blocklet = ${JSON.stringify(globals).replace(/</g, '\\u003c')};${extraScript}</script>`);

/**
 * The static half of the platform as a request handler: `distDir` under `prefix` for a page at
 * `origin`, with the globals injected (shared with the live stand-in, scripts/live-server/).
 */
export async function createMountedHandler({ distDir, prefix = '/', origin, blocklet = blockletGlobals, extraScript = '' }) {
  const root = resolve(distDir);
  const mount = normalizePrefix(prefix);
  const indexHtml = await readFile(join(root, 'index.html'), 'utf8');
  const page = injectGlobals(indexHtml, blocklet({ prefix: mount, origin }), extraScript);

  const send = (res, status, type, body, headers = {}) => {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
    res.end(body);
  };
  const fileAt = async (relative) => {
    const path = normalize(join(root, relative));
    if (path !== root && !path.startsWith(root + sep)) return null;
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? path : null;
  };

  return async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', origin);
    // The mount without its slash is the platform's address of the component too.
    if (mount !== '/' && pathname === mount.slice(0, -1)) return send(res, 308, 'text/plain', '', { location: mount });
    if (!pathname.startsWith(mount)) return send(res, 404, 'text/plain; charset=utf-8', `Not under ${mount}\n`);
    const relative = decodeURIComponent(pathname.slice(mount.length));
    const file = relative && relative !== 'index.html' ? await fileAt(relative) : null;
    if (file) {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': body.length, 'cache-control': 'no-cache' });
      return res.end(body);
    }
    // A missing file (a name with an extension) is a 404; any other path is a route of the app.
    if (/\.[a-z0-9]+$/i.test(relative)) return send(res, 404, 'text/plain; charset=utf-8', 'Not found\n');
    send(res, 200, TYPES['.html'], page, { 'cache-control': 'no-cache' });
  };
}

/**
 * Serves `distDir` under `prefix` on 127.0.0.1:`port`. `blocklet` (optional) replaces the
 * injected globals (a function of { prefix, origin }). Resolves once listening, with the server
 * and its base URL.
 */
export async function serveMounted({ distDir, prefix = '/', port, blocklet = blockletGlobals }) {
  const origin = `http://127.0.0.1:${port}`;
  const handler = await createMountedHandler({ distDir, prefix, origin, blocklet });
  const server = createServer(handler);
  await new Promise((ok, fail) => server.once('error', fail).listen(port, '127.0.0.1', ok));
  return { server, url: `${origin}${normalizePrefix(prefix)}` };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : fallback;
  };
  const { url } = await serveMounted({ distDir: arg('dist', 'dist'), prefix: arg('prefix', '/payment/'), port: Number(arg('port', 4480)) });
  console.log(`serving ${arg('dist', 'dist')} at ${url}`);
}
