// Vite plugin (build only): the code a page's boot will ask for, named in index.html so that the
// browser fetches it from the first moment instead of in steps (docs/speed.md).
//
// Vite's own preload tags cover the entry's static imports. Everything else the boot imports —
// the language's texts, the sandbox back end (msw) of a sandbox build, and on a checkout address
// the route, its loader's ports and the form — used to be discovered one dynamic import at a time
// after the entry had run: a waterfall of ~300 ms on a quiet machine. The plugin writes those
// files (each with its static imports, less what the entry already preloads) into the
// `window.__bootPreloads` placeholder of index.html; index.html's inline script adds a
// <link rel="modulepreload"> for the sets its address needs, after Vite's own tags.
import { relative } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** What the boot (main.tsx) imports before the first render, per case; paths from the project root. */
export const BOOT_IMPORTS = {
  /** The active language's boot texts (ensureCatalogue), and in a sandbox build the sandbox's own. */
  texts: { en: ['ui/i18n/messages/en/index.ts'], zh: ['ui/i18n/messages/zh/index.ts'] },
  sandboxTexts: { en: ['ui/i18n/messages/en/sandbox.ts'], zh: ['ui/i18n/messages/zh/sandbox.ts'] },
  /** A sandbox build: msw and the sandbox's state, and the machine inspector. */
  sandbox: ['adapters/sandbox/browser.ts', 'routes/-inspector/inspector.ts'],
  /**
   * A checkout address: the route (its split chunks), the boot's prefetch and the form, and what
   * reads the session and the settings when they answer (the HTTP client's decoder and the
   * settings endpoint load beside a request, and came ~120 ms after the answers).
   */
  checkout: [
    'routes/checkout.pay.$id.tsx',
    'routes/-checkout/prefetch.ts',
    'routes/-checkout/CheckoutReady.tsx',
    'adapters/http/decode-response.ts',
    'adapters/api/settings.ts',
  ],
  /** The ports the checkout's loader awaits, per back end. */
  ports: { live: ['routes/-app/app-live-ports.ts'], sandbox: ['routes/-app/app-sandbox-ports.ts'] },
} as const;

export const PLACEHOLDER = 'window.__bootPreloads = null;';

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** These chunk files and everything they import statically, minus `skip` (and what only it reaches). */
function staticClosure(bundle: OutputBundle, files: readonly string[], skip: ReadonlySet<string>): Set<string> {
  const byFile = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const stack = [...files];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || skip.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/** The files to preload for these modules: their chunks and static imports, minus `skip`. */
export function filesFor(
  bundle: OutputBundle,
  root: string,
  modules: readonly string[],
  skip: ReadonlySet<string>,
): string[] {
  const wanted = new Set(modules);
  const starts = chunksOf(bundle).filter((chunk) =>
    chunk.moduleIds.some((id) => wanted.has(relative(root, id.split('?')[0]!))),
  );
  return [...staticClosure(bundle, starts.map((chunk) => chunk.fileName), skip)].sort();
}

/** The entry and its static imports: what Vite's own tags already load. */
const entryFiles = (bundle: OutputBundle) =>
  staticClosure(bundle, chunksOf(bundle).filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName), new Set());

export function bootPreloads(options: { sandboxBuild: boolean }): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'boot-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        if (!html.includes(PLACEHOLDER)) throw new Error(`boot-preloads: index.html lacks "${PLACEHOLDER}"`);
        const bundle = context.bundle;
        const skip = entryFiles(bundle);
        // A module renamed or moved must fail the build, not silently preload nothing.
        const files = (modules: readonly string[]) => {
          const missing = modules.filter((module) => filesFor(bundle, root, [module], new Set()).length === 0);
          if (missing.length) throw new Error(`boot-preloads: no chunk holds ${missing.join(', ')} (update BOOT_IMPORTS)`);
          return filesFor(bundle, root, modules, skip).map((file) => base + file);
        };
        const backend = options.sandboxBuild ? 'sandbox' : 'live';
        const texts = (lang: 'en' | 'zh') =>
          files([
            ...BOOT_IMPORTS.texts[lang],
            ...(options.sandboxBuild ? BOOT_IMPORTS.sandboxTexts[lang] : []),
          ]);
        const preloads = {
          texts: { en: texts('en'), zh: texts('zh') },
          sandbox: options.sandboxBuild ? files(BOOT_IMPORTS.sandbox) : [],
          checkout: files([...BOOT_IMPORTS.checkout, ...BOOT_IMPORTS.ports[backend]]),
        };
        return html.replace(PLACEHOLDER, `window.__bootPreloads = ${JSON.stringify(preloads)};`);
      },
    },
  };
}
