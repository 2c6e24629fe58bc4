// The live build's back end for the bench: the sandbox's own handlers (the same session data)
// answering real HTTP requests in Node, through msw's getResponse — no service worker, no msw
// in the page. TypeScript sources load through jiti with the project's aliases.
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const dir = (name) => fileURLToPath(new URL(`../${name}`, import.meta.url));

export async function createLiveApi() {
  const jiti = createJiti(import.meta.url, {
    alias: { '@domain': dir('domain'), '@machines': dir('machines'), '@adapters': dir('adapters'), '@ui': dir('ui') },
  });
  const { getResponse, RequestHandler } = await import('msw');
  const { createSandbox } = await jiti.import(dir('adapters/sandbox/sandbox.ts'));
  const { memoryStore } = await jiti.import(dir('adapters/storage/local-store.ts'));
  const { sandboxBlockletGlobals } = await jiti.import(dir('adapters/sandbox/platform.ts'));
  const sandbox = createSandbox({ storage: memoryStore() });
  // HTTP handlers only: the relay's WebSocket handler has no meaning here (the live page falls back to polling).
  const handlers = sandbox.handlers.filter((handler) => handler instanceof RequestHandler);
  return {
    handle: (request) => (/\/api\/|\/\.well-known\//.test(new URL(request.url).pathname) ? getResponse(handlers, request) : undefined),
    /** What a blocklet server injects into the page it serves (here: the sandbox's look-alike). */
    globalsScript: (origin) => `<script>window.blocklet=${JSON.stringify(sandboxBlockletGlobals(origin))}</script>`,
  };
}
