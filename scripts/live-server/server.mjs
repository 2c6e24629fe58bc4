// The live stand-in: what a Blocklet Server and a Payment Kit do for the LIVE build (VITE_SANDBOX=off),
// over real HTTP and a real WebSocket, so the browser tests walk live mode end to end (issue 29).
//
// - The page: the build under its mount prefix with `window.blocklet` injected (scripts/serve-mounted.mjs).
// - The platform: the session (`/.well-known/service/api/did/session`, cookie `login_token`), the
//   login page (`/.well-known/service/login?redirect=`) and logout (`POST …/api/did/logout`).
// - The Payment Kit API under the component's mount (`{prefix}api/…`): the sandbox engine's own
//   msw handlers answering real requests in Node (bench/live-api.mjs).
// - The relay: a real WebSocket at `/.well-known/service/relay/websocket`, the sandbox relay's own
//   protocol (adapters/sandbox/relay.ts, createRelayHub): join, leave, heartbeat, store events.
// - DID Connect: `{prefix}api/did/{action}/token|status|timeout` (adapters/wallet/did-connect-client.ts
//   is the page's side); the control endpoint approves or declines, standing in for the person's wallet.
// - Cross-origin: the page also on http://localhost:{port}, its API here (`__PAYMENT_KIT_BASE_URL`), CORS
//   answered, the world and person taken from `authToken` ('{world}.{identity}').
// - The user socket: a real WebSocket at `/.well-known/service/user/websocket`, the sandbox shell's
//   protocol (adapters/sandbox/shell/notification-socket.ts, createUserSocketHub): the person's
//   notifications and read counts.
// - Control (tests only): `GET /__control/wallet`, `POST /__control/wallet/{approve|decline|faucet}`,
//   `POST /__control/reset`, `GET /__control/events`, `POST /__control/notify` (another component
//   notifies the signed-in person).
//
// Worlds: every browser context picks its own sandbox with a cookie `live_world` (or `?world=` on a
// control call), so parallel tests never share state; without one, the world 'default'. The
// session cookie's value is the sandbox identity signed in ('customer', 'owner' …): logging in sets
// it, logging out clears it, and every request makes the world's identity follow it.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { loadEngine } from '../../bench/live-api.mjs';
import { blockletGlobals, createMountedHandler, normalizePrefix } from '../serve-mounted.mjs';

export const SESSION_COOKIE = 'login_token';
export const WORLD_COOKIE = 'live_world';
/**
 * The platform's user center, as its navigation announces it: the header offers the bell and the
 * notifications page only when the navigation has this entry, and toasts new ones with this setting.
 */
const USER_CENTER = {
  navigation: [{ id: '/userCenter/notification', title: { en: 'Notifications', zh: '通知' }, link: '/notifications', section: 'userCenter' }],
  settings: { notification: { toastAlert: true } },
};
export const LIVE_APP_PID = 'zNKliveStandInAppPidXXXXXXXXXXXXXX';
const RELAY_PATH = /^\/\.well-known\/service\/relay(\/websocket)?$/;
const USER_SOCKET_PATH = /^\/\.well-known\/service\/user\/websocket$/;

const cookiesOf = (req) =>
  Object.fromEntries(
    (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name)
      .map(([name, ...value]) => [name, decodeURIComponent(value.join('='))]),
  );

const json = (res, status, body, headers = {}) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store', ...headers });
  res.end(text);
};

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The platform's login page, reduced to one button per identity a test may sign in as. */
const loginPage = (redirect) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Log in</title></head>
<body><main><h1>Log in with your DID wallet</h1>
<form method="post" action="/.well-known/service/login"><input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
<button name="as" value="customer">Log in as Alice Payer</button>
<button name="as" value="owner">Log in as Erin Owner</button></form></main></body></html>`;

/**
 * Starts the stand-in on host:port. Resolves with the server, the page's URL (the mount) and
 * `close()`. `dist` is the live build; `prefix` the component's mount.
 */
export async function startLiveServer({ dist = 'dist-live', prefix = '/payment/', port, host = '127.0.0.1' }) {
  const mount = normalizePrefix(prefix);
  const apiBase = mount === '/' ? '' : mount.slice(0, -1);
  const origin = `http://${host}:${port}`;
  const engine = await loadEngine();
  const page = await createMountedHandler({
    distDir: dist,
    prefix: mount,
    origin,
    blocklet: (input) => ({ ...blockletGlobals(input), ...USER_CENTER, appName: 'Live Stand-in Shop', appPid: LIVE_APP_PID, appId: LIVE_APP_PID }),
  });

  // The cross-origin case: the same page on a second origin (localhost:{port}), its Payment Kit
  // on this one (`__PAYMENT_KIT_BASE_URL`), the user's token (`__PAYMENT_KIT_AUTH_TOKEN`) read
  // here from the page origin's cookies ('{world}.{identity}'), as a host app would hand it over.
  const crossOrigin = `http://localhost:${port}`;
  const crossPage = await createMountedHandler({
    distDir: dist,
    prefix: mount,
    origin: crossOrigin,
    blocklet: (input) => ({ ...blockletGlobals(input), appName: 'Live Stand-in Host', appPid: LIVE_APP_PID, appId: LIVE_APP_PID }),
    extraScript:
      `window.__PAYMENT_KIT_BASE_URL=${JSON.stringify(`${origin}${apiBase}`)};` +
      `(function(c){var w=(c.match(/(?:^|; )${WORLD_COOKIE}=([^;]*)/)||[])[1]||'default',i=(c.match(/(?:^|; )${SESSION_COOKIE}=([^;]*)/)||[])[1];` +
      `if(i)window.__PAYMENT_KIT_AUTH_TOKEN=w+'.'+i;})(document.cookie);`,
  });

  /** @type {Map<string, { sandbox: any, handlers: any[], hub: any, connects: Map<string, { outcome: any, abort: AbortController }> }>} */
  const worlds = new Map();
  const worldOf = (name) => {
    let world = worlds.get(name);
    if (!world) {
      // One process, many worlds: no BroadcastChannel between their shells (a notification stays in its world).
      const sandbox = engine.create({ apiBase, shareTabs: false });
      world = { sandbox, handlers: engine.httpHandlers(sandbox), hub: engine.createRelayHub(sandbox.store), connects: new Map() };
      worlds.set(name, world);
    }
    return world;
  };
  /** The request's world, its identity following the session cookie (not for a control call: it has none). */
  const contextOf = (req, url, followSession = true) => {
    const cookies = cookiesOf(req);
    // A call from another origin carries no cookie of ours: its authToken names world and person.
    const [tokenWorld, tokenIdentity] = (url.searchParams.get('authToken') ?? '').split('.');
    const world = worldOf(url.searchParams.get('world') ?? (tokenIdentity ? tokenWorld : cookies[WORLD_COOKIE]) ?? 'default');
    const controls = world.sandbox.controls;
    const signedIn = tokenIdentity ?? cookies[SESSION_COOKIE];
    const identity = signedIn && controls.identities.some((i) => i.id === signedIn && i.user) ? signedIn : 'guest';
    if (!followSession) return { world, controls, identity: controls.identity() };
    if (controls.identity() !== identity) controls.setIdentity(identity);
    return { world, controls, identity };
  };

  async function control(req, res, url, { world, controls }) {
    const action = url.pathname.slice('/__control/'.length);
    const body = req.method === 'POST' ? await readBody(req) : Buffer.alloc(0);
    const input = body.length ? JSON.parse(body.toString('utf8')) : {};
    if (action === 'wallet' && req.method === 'GET') return json(res, 200, { pending: controls.wallet.pending() });
    if (action === 'wallet/approve' && req.method === 'POST') {
      const pending = controls.wallet.pending();
      await controls.wallet.approve();
      return json(res, pending ? 200 : 409, { approved: pending });
    }
    if (action === 'wallet/decline' && req.method === 'POST') {
      controls.wallet.decline(input.reason);
      return json(res, 200, {});
    }
    if (action === 'wallet/faucet' && req.method === 'POST') return json(res, 200, { balance: controls.wallet.faucet(input.currencyId) });
    if (action === 'reset' && req.method === 'POST') {
      controls.reset();
      world.connects.clear();
      return json(res, 200, {});
    }
    if (action === 'events' && req.method === 'GET') return json(res, 200, controls.events());
    // Another component of the platform notifies the signed-in person (pushed on their user socket).
    if (action === 'notify' && req.method === 'POST') return json(res, 200, controls.shell.notify(input));
    return json(res, 404, { error: `No control ${req.method} ${action}` });
  }

  /** DID Connect's session routes, the wallet being the sandbox's (approved through the control endpoint). */
  function didConnect(res, url, { world, controls }, action, step) {
    if (step === 'token') {
      const token = `tok_${Math.random().toString(36).slice(2, 12)}`;
      const extraParams = Object.fromEntries([...url.searchParams].filter(([key]) => !['locale', 'livemode', 'authToken', 'world'].includes(key)));
      const entry = { outcome: null, abort: new AbortController() };
      world.connects.set(token, entry);
      controls.wallet
        .connect({ action, extraParams }, entry.abort.signal)
        .then((outcome) => (entry.outcome = outcome))
        .catch((error) => (entry.outcome = { status: 'declined', reason: error instanceof Error ? error.message : String(error) }));
      return json(res, 200, { token, url: `https://abtwallet.io/i/?action=${action}&_t_=${token}` });
    }
    const entry = world.connects.get(url.searchParams.get('_t_') ?? '');
    if (!entry) return json(res, 404, { error: 'Unknown DID Connect session' });
    if (step === 'timeout') {
      entry.abort.abort();
      return json(res, 200, { status: 'timeout' });
    }
    const outcome = entry.outcome;
    if (!outcome) return json(res, 200, { status: 'created' });
    if (outcome.status === 'approved') return json(res, 200, { status: 'succeed', ...(outcome.txHash ? { txHash: outcome.txHash } : {}) });
    if (outcome.status === 'declined') return json(res, 200, { status: 'error', error: outcome.reason ?? 'Declined in the wallet' });
    return json(res, 200, { status: 'timeout' });
  }

  /** A Node request answered by the world's msw handlers; false when none matched. */
  async function api(req, res, url, { world }) {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    const request = new Request(url, { method: req.method, headers: req.headers, ...(body ? { body } : {}) });
    const response = await engine.getResponse(world.handlers, request);
    if (!response) return false;
    const payload = Buffer.from(await response.arrayBuffer());
    const headers = Object.fromEntries(response.headers);
    delete headers['content-encoding'];
    res.writeHead(response.status, { ...headers, 'content-length': payload.length, 'cache-control': 'no-store' });
    res.end(payload);
    return true;
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', origin);
      const path = url.pathname;
      const from = req.headers.origin;
      if (from && from !== origin) {
        // CORS for the cross-origin page: its origin echoed, credentials allowed, preflights answered.
        res.setHeader('access-control-allow-origin', from);
        res.setHeader('access-control-allow-credentials', 'true');
        res.setHeader('vary', 'origin');
        if (req.method === 'OPTIONS') {
          res.writeHead(204, { 'access-control-allow-methods': 'GET, POST, PUT, DELETE', 'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type', 'access-control-max-age': '600' });
          return res.end();
        }
      }
      if (path.startsWith('/__control/')) return await control(req, res, url, contextOf(req, url, false));
      if (path === '/.well-known/service/api/did/session') {
        const { controls, identity } = contextOf(req, url);
        return json(res, 200, { user: identity === 'guest' ? null : controls.currentIdentity().user });
      }
      if (path === '/.well-known/service/login' && req.method === 'GET') {
        const html = loginPage(url.searchParams.get('redirect') ?? mount);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return res.end(html);
      }
      if (path === '/.well-known/service/login' && req.method === 'POST') {
        const form = new URLSearchParams((await readBody(req)).toString('utf8'));
        const as = form.get('as') ?? 'customer';
        const redirect = form.get('redirect') ?? mount;
        // Back to where the person came from, on this site only.
        const back = new URL(redirect, origin).origin === origin ? redirect : mount;
        res.writeHead(303, { location: back, 'set-cookie': `${SESSION_COOKIE}=${encodeURIComponent(as)}; Path=/; HttpOnly; SameSite=Lax` });
        return res.end();
      }
      if (path === '/.well-known/service/api/did/logout' && req.method === 'POST') {
        return json(res, 200, {}, { 'set-cookie': `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` });
      }
      const connect = path.startsWith(`${apiBase}/api/did/`) ? /^\/api\/did\/([\w-]+)\/(token|status|timeout)$/.exec(path.slice(apiBase.length)) : null;
      if (connect) return didConnect(res, url, contextOf(req, url), connect[1], connect[2]);
      if (path.startsWith(`${apiBase}/api/`) || path.startsWith('/.well-known/') || path.startsWith('/store/api/')) {
        if (await api(req, res, url, contextOf(req, url))) return;
        return json(res, 404, { error: `No route ${req.method} ${path}` });
      }
      return await ((req.headers.host ?? '').startsWith('localhost:') ? crossPage : page)(req, res);
    } catch (error) {
      if (!res.headersSent) json(res, 500, { error: error instanceof Error ? error.message : String(error) });
      else res.end();
    }
  });

  // The relay and the user socket: real WebSockets, one hub each per world.
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', origin);
    const { world } = contextOf(req, url);
    // The platform's user socket: the sandbox shell's protocol (joins, heartbeats, the person's notifications).
    const hub = USER_SOCKET_PATH.test(url.pathname) ? world.sandbox.userSockets : RELAY_PATH.test(url.pathname) ? world.hub : null;
    if (!hub) return socket.destroy();
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const connection = hub.attach(ws);
      if (!connection) return;
      ws.on('message', (data) => connection.receive(String(data)));
      ws.on('close', () => connection.detach());
    });
  });

  await new Promise((ok, fail) => server.once('error', fail).listen(port, host, ok));
  return {
    server,
    url: `${origin}${mount}`,
    close: () =>
      new Promise((done) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.closeAllConnections?.();
        server.close(() => void engine.close().then(done));
      }),
  };
}
