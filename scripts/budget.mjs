// Size budgets on the production build (dist/), per route: gzipped JS and CSS a route needs
// before it renders. Prints a table and exits non-zero when a route is over its budget.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { embedBudgets } from './budget-embed.mjs';
import { manifestClosure } from './manifest-closure.mjs';

const dist = process.env.BUDGET_DIST ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('budget: dist/.vite/manifest.json missing — run `vite build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const config = JSON.parse(readFileSync(new URL('./budget.config.json', import.meta.url), 'utf8'));

const gz = new Map();
const gzipped = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

/** Static-import closure of manifest keys: the files a browser must load with them. */
const closure = (keys) => manifestClosure(manifest, keys);

/** Static and dynamic imports: everything a browser may load from these keys, sooner or later. */
const reachable = (keys) =>
  // Route chunks import shared code from the entry. Of the entry's own dynamic imports, the
  // other routes and what their loaders load are not this route's; the shell's lazy parts (texts,
  // footer and banner, notifications, session controls) are every page's.
  manifestClosure(manifest, keys, (chunk) => (chunk.isEntry ? (chunk.dynamicImports ?? []).filter(isShellLoad) : (chunk.dynamicImports ?? [])));

/** Route chunks and what a route's loader or form loads: one route's, not the shell's. */
const routeOwned = new Set(config.routes.flatMap((route) => [...(route.loaderLoads ?? []), ...(route.interactiveLoads ?? [])]));
// The sandbox's own shell parts (identity menu, dock, machine inspector, their texts, its ports)
// never load in a live build, which is what this figure is about.
const sandboxShell = /sandbox|\/-?inspector\//i;
const isShellLoad = (key) => !key.includes('?tsr-split') && !routeOwned.has(key) && !sandboxShell.test(key);

const sum = (files) => [...files].reduce((total, file) => total + gzipped(file), 0);
const kb = (bytes) => (bytes / 1000).toFixed(1);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const sandboxKeys = Object.keys(manifest).filter((key) => key.includes(config.sandboxChunkPattern));

const sandboxOnlyKeys = new Set([...closure(sandboxKeys)].filter((key) => !closure([entryKey]).has(key)));

// Pathless layouts (routes/_signed-in.tsx for every file under routes/_signed-in/): the layout's
// own split chunks and what its loader awaits (config.layouts) come before any child route renders.
const keysOf = (file) => Object.keys(manifest).filter((key) => key.split('?')[0] === file);
const layoutKeysOf = (file) =>
  Object.entries(config.layouts ?? {})
    .filter(([layout]) => file.startsWith(`${layout.replace(/\.tsx$/, '')}/`))
    .flatMap(([layout, { loaderLoads = [] }]) => [...keysOf(layout), ...loaderLoads]);

let failed = 0;
const rows = [];
const namedRows = [];
for (const route of config.routes) {
  const routeKeys = keysOf(route.file);
  if (routeKeys.length === 0) {
    console.error(`budget: no chunk for ${route.file} in the manifest`);
    failed += 1;
    continue;
  }
  const layoutKeys = layoutKeysOf(route.file);
  const keys = closure([entryKey, ...layoutKeys, ...routeKeys, ...(config.bootLoads ?? []), ...(route.loaderLoads ?? [])]);
  const js = new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')));
  // What the route needs before its main control works (e.g. the checkout form, fetched in
  // parallel with the session while the skeleton shows): the initial files plus these modules.
  const interactiveKeys = closure([...keys, ...(route.interactiveLoads ?? [])]);
  const interactiveJs = new Set(
    [...interactiveKeys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')),
  );
  const css = new Set([...interactiveKeys].flatMap((key) => manifest[key].css ?? []));
  // A package that must wait for its step (phone metadata, Stripe) may not be in the initial files.
  const leaked = (route.mustNotInclude ?? []).filter((name) =>
    [...interactiveKeys].some((key) => key.includes(name) || (manifest[key].src ?? '').includes(name)),
  );
  // Everything the route can ever load in a live build (the sandbox back end excluded), and the
  // named sets that load on a step (e.g. what a press of Pay needs), printed and budgeted.
  // Dynamic imports are followed from the route's own modules, not from the entry (whose dynamic
  // imports are every other route).
  const ownKeys = [...layoutKeys, ...routeKeys, ...(route.loaderLoads ?? []), ...(route.interactiveLoads ?? [])];
  // A module the sandbox shares with the route's own initial or interactive code counts (Effect
  // Schema left the entry and the checkout's first code (docs/speed.md): it would otherwise
  // pass for sandbox-only).
  const liveReachable = [...new Set([...keys, ...reachable(ownKeys)])].filter(
    (key) => !sandboxOnlyKeys.has(key) || interactiveKeys.has(key),
  );
  const reachableBytes = sum(new Set(liveReachable.map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))));
  const reachableOk = !route.maxReachableJsKb || reachableBytes <= route.maxReachableJsKb * 1000;
  for (const [name, set] of Object.entries(route.namedLoads ?? {})) {
    const extra = [...closure(set.modules)].filter((key) => !interactiveKeys.has(key));
    const bytes = sum(new Set(extra.map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))));
    const setOk = !set.maxJsKb || bytes <= set.maxJsKb * 1000;
    if (!setOk) failed += 1;
    namedRows.push({ route: route.name, 'loads on': name, 'JS gz (kB)': kb(bytes), budget: set.maxJsKb ?? '', files: extra.length, result: setOk ? 'ok' : 'OVER BUDGET' });
  }
  const jsBytes = sum(js);
  const cssBytes = sum(css);
  const interactiveBytes = sum(interactiveJs);
  const interactiveOk = !route.maxInteractiveJsKb || interactiveBytes <= route.maxInteractiveJsKb * 1000;
  const ok =
    jsBytes <= route.maxJsKb * 1000 &&
    cssBytes <= route.maxCssKb * 1000 &&
    interactiveOk &&
    reachableOk &&
    leaked.length === 0;
  if (!ok) failed += 1;
  rows.push({
    route: route.name,
    'JS gz (kB)': kb(jsBytes),
    'JS budget': route.maxJsKb,
    'CSS gz (kB)': kb(cssBytes),
    'CSS budget': route.maxCssKb,
    'interactive JS gz (kB)': route.interactiveLoads ? kb(interactiveBytes) : '=',
    'interactive budget': route.maxInteractiveJsKb ?? '',
    'all it can load (kB)': kb(reachableBytes),
    'all budget': route.maxReachableJsKb ?? '',
    files: js.size + css.size,
    result: ok ? 'ok' : leaked.length ? `loads ${leaked.join(', ')} too early` : 'OVER BUDGET',
  });
}

const sandboxBytes = sum(new Set([...sandboxOnlyKeys].map((key) => manifest[key].file)));
console.table(rows);
if (namedRows.length) {
  console.log('Code that loads on a step, beyond the interactive set:');
  console.table(namedRows);
}
console.log(`sandbox back end (loaded only in sandbox mode): ${kb(sandboxBytes)} kB gz`);
const allJs = Object.values(manifest).map((m) => m.file).filter((f) => f.endsWith('.js'));
console.log(`whole build: ${allJs.length} JS chunks, ${kb(sum(new Set(allJs)))} kB gz`);
// The embeddable components' package, beside the app's build (docs/embed.md).
const embeds = embedBudgets(config.embeds ?? [], process.env.BUDGET_LIB_DIST ?? 'dist-lib');
if (embeds.rows.length) console.table(embeds.rows);
failed += embeds.failed;
if (failed) {
  console.error(`budget: ${failed} route(s) over budget or missing`);
  process.exit(1);
}
