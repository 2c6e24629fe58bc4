// The live build's back end for the bench: the sandbox's own handlers (the same session data)
// answering real HTTP requests in Node, through msw's getResponse — no service worker, no msw
// in the page. TypeScript sources load through vite's SSR loader with the project's aliases
// (jiti cannot expand the handlers' `import.meta.glob`, routing/register.ts). `loadEngine` is
// shared with the live stand-in server (scripts/live-server/), which adds the relay socket.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const dir = (name) => fileURLToPath(new URL(`../${name}`, import.meta.url));

/** The sandbox's modules in Node: its factory, memory storage, the relay hub and the platform look-alike. */
export async function loadEngine() {
  const vite = await createServer({
    configFile: false,
    root: dir(''),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: { '@domain': dir('domain'), '@machines': dir('machines'), '@adapters': dir('adapters'), '@ui': dir('ui') } },
  });
  const { getResponse, RequestHandler } = await import('msw');
  const { createSandbox } = await vite.ssrLoadModule('/adapters/sandbox/sandbox.ts');
  const { memoryStore } = await vite.ssrLoadModule('/adapters/storage/local-store.ts');
  const { sandboxBlockletGlobals } = await vite.ssrLoadModule('/adapters/sandbox/platform.ts');
  const { createRelayHub } = await vite.ssrLoadModule('/adapters/sandbox/relay.ts');
  return {
    /** Stops the loader (the process can then exit). */
    close: () => vite.close(),
    /** A fresh sandbox with its API under `apiBase`, in memory. */
    create: (options = {}) => createSandbox({ storage: memoryStore(), ...options }),
    /** A sandbox's HTTP handlers only (its msw ws handlers have no meaning in Node). */
    httpHandlers: (sandbox) => sandbox.handlers.filter((handler) => handler instanceof RequestHandler),
    getResponse,
    createRelayHub,
    sandboxBlockletGlobals,
  };
}

export async function createLiveApi() {
  const engine = await loadEngine();
  const handlers = engine.httpHandlers(engine.create());
  return {
    // No relay here: the bench's live page falls back to polling.
    handle: (request) => (/\/api\/|\/\.well-known\//.test(new URL(request.url).pathname) ? engine.getResponse(handlers, request) : undefined),
    /** What a blocklet server injects into the page it serves (here: the sandbox's look-alike). */
    globalsScript: (origin) => `<script>window.blocklet=${JSON.stringify(engine.sandboxBlockletGlobals(origin))}</script>`,
  };
}
