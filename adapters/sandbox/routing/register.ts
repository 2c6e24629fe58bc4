// Every endpoint of the sandbox Payment Kit (and of the app store beside it), collected for
// setupWorker / setupServer by convention rather than by a hand-kept list: each file in
// adapters/sandbox/handlers/ is one feature's routes and exports
//
//   export function handlers(ctx: HandlerContext): HttpHandler[]   (required)
//   export const order = -1                                         (optional, default 0)
//
// A new feature file registers itself. Vite (the browser build) and vitest both expand
// `import.meta.glob` at build time; `eager` keeps the handlers synchronous, as msw needs them.
//
// Order: msw answers with the first handler whose method and path match, so a literal path must
// come before a `:param` path of another file that would also match it (GET
// /api/credit-grants/summary before GET /api/credit-grants/:id). Within a file, the file's own
// order holds. Across files, modules run by ascending `order`, then by file name; a file whose
// routes must win over another file's says so with a negative `order` and a comment naming the
// route it protects. routing/register.test.ts checks that every module has the shape.
import type { RequestHandler } from 'msw';
import type { SandboxStore } from '../state';
import type { HandlerContext } from './route';

export interface HandlerModule {
  handlers: (ctx: HandlerContext) => RequestHandler[];
  order?: number;
}

const modules = import.meta.glob<HandlerModule>(['../handlers/*.ts', '!../handlers/*.test.ts'], { eager: true });

/** The handler modules in registration order, with their file names (for tests and errors). */
export function handlerModules(): { file: string; module: HandlerModule }[] {
  return Object.entries(modules)
    .map(([file, module]) => {
      if (typeof module.handlers !== 'function') throw new Error(`${file} must export handlers(ctx) (see routing/register.ts)`);
      return { file, module };
    })
    .sort((a, b) => (a.module.order ?? 0) - (b.module.order ?? 0) || a.file.localeCompare(b.file));
}

export function createHandlers(apiBase: string, store: SandboxStore): RequestHandler[] {
  const ctx: HandlerContext = { store, base: apiBase.replace(/\/+$/, '') };
  return handlerModules().flatMap(({ module }) => module.handlers(ctx));
}
