// The files a browser loads with some modules of a Vite build, from its manifest
// (.vite/manifest.json): the import closure of manifest keys. Shared by the route budgets
// (budget.mjs) and the embeds' (budget-embed.mjs).

/**
 * Manifest keys reachable from `keys` by static imports, and by the dynamic imports `follow`
 * returns for each chunk (none by default: what must load before the modules run).
 */
export function manifestClosure(manifest, keys, follow = () => []) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []), ...follow(manifest[key]));
  }
  return seen;
}
