// Size budgets on the production build (dist/), per route: gzipped JS and CSS a route needs
// before it renders. Prints a table and exits non-zero when a route is over its budget.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

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
function closure(keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const sum = (files) => [...files].reduce((total, file) => total + gzipped(file), 0);
const kb = (bytes) => (bytes / 1000).toFixed(1);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const sandboxKeys = Object.keys(manifest).filter((key) => key.includes(config.sandboxChunkPattern));

let failed = 0;
const rows = [];
for (const route of config.routes) {
  const routeKeys = Object.keys(manifest).filter((key) => key.split('?')[0] === route.file);
  if (routeKeys.length === 0) {
    console.error(`budget: no chunk for ${route.file} in the manifest`);
    failed += 1;
    continue;
  }
  const keys = closure([entryKey, ...routeKeys, ...(config.bootLoads ?? []), ...(route.loaderLoads ?? [])]);
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
  const jsBytes = sum(js);
  const cssBytes = sum(css);
  const interactiveBytes = sum(interactiveJs);
  const interactiveOk = !route.maxInteractiveJsKb || interactiveBytes <= route.maxInteractiveJsKb * 1000;
  const ok =
    jsBytes <= route.maxJsKb * 1000 && cssBytes <= route.maxCssKb * 1000 && interactiveOk && leaked.length === 0;
  if (!ok) failed += 1;
  rows.push({
    route: route.name,
    'JS gz (kB)': kb(jsBytes),
    'JS budget': route.maxJsKb,
    'CSS gz (kB)': kb(cssBytes),
    'CSS budget': route.maxCssKb,
    'interactive JS gz (kB)': route.interactiveLoads ? kb(interactiveBytes) : '=',
    'interactive budget': route.maxInteractiveJsKb ?? '',
    files: js.size + css.size,
    result: ok ? 'ok' : leaked.length ? `loads ${leaked.join(', ')} too early` : 'OVER BUDGET',
  });
}

const sandboxOnly = [...closure(sandboxKeys)].filter((key) => !closure([entryKey]).has(key));
const sandboxBytes = sum(new Set(sandboxOnly.map((key) => manifest[key].file)));
console.table(rows);
console.log(`sandbox back end (loaded only in sandbox mode): ${kb(sandboxBytes)} kB gz`);
const allJs = Object.values(manifest).map((m) => m.file).filter((f) => f.endsWith('.js'));
console.log(`whole build: ${allJs.length} JS chunks, ${kb(sum(new Set(allJs)))} kB gz`);
if (failed) {
  console.error(`budget: ${failed} route(s) over budget or missing`);
  process.exit(1);
}
