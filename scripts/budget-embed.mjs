// Size budgets of the embeddable components (npm run build:lib → dist-lib/), printed by
// scripts/budget.mjs after the routes'. Per embed, gzipped: the JS its entry needs before it
// renders anything (the static imports), then up to its checkout form (the form's module and the
// live ports, as the app's checkout route counts them), its stylesheet, and the sandbox back end
// it loads only with the sandbox attribute. budget.config.json's "embeds" holds the limits.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestClosure } from './manifest-closure.mjs';

const TO_FORM = ['routes/-checkout/CheckoutReady.tsx', 'routes/-app/app-live-ports.ts'];
const kb = (bytes) => (bytes / 1000).toFixed(1);

function measure(dir, entry) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
  const closure = (keys) => manifestClosure(manifest, keys);
  const files = (keys) => new Set([...keys].map((key) => manifest[key].file));
  const sum = (set) => [...set].reduce((total, file) => total + gz(file), 0);
  const initial = files(closure([entry]));
  const toForm = files(closure([entry, ...TO_FORM]));
  const sandboxKeys = Object.keys(manifest).filter((key) => /adapters\/sandbox\/browser\.ts$/.test(key));
  const sandbox = new Set([...files(closure(sandboxKeys))].filter((file) => !toForm.has(file)));
  const css = readFileSync(join(dir, 'payment-kit.css'));
  return { initial: sum(initial), toForm: sum(toForm), css: gzipSync(css, { level: 9 }).length, sandbox: sum(sandbox), chunks: toForm.size };
}

/** One row per embed; `failed` counts the embeds over a limit (or not built when `required`). */
export function embedBudgets(embeds, libDir) {
  const rows = [];
  let failed = 0;
  for (const embed of embeds) {
    const dir = join(libDir, embed.dir);
    if (!existsSync(join(dir, '.vite', 'manifest.json'))) {
      rows.push({ embed: embed.name, result: `not built (${dir}: npm run build:lib)` });
      failed += 1;
      continue;
    }
    const size = measure(dir, embed.entry);
    const ok = size.initial <= embed.maxJsKb * 1000 && size.toForm <= embed.maxFormJsKb * 1000 && size.css <= embed.maxCssKb * 1000;
    if (!ok) failed += 1;
    rows.push({
      embed: embed.name,
      'JS gz (kB)': kb(size.initial),
      'JS budget': embed.maxJsKb,
      'to the form (kB)': kb(size.toForm),
      'form budget': embed.maxFormJsKb,
      'CSS gz (kB)': kb(size.css),
      'CSS budget': embed.maxCssKb,
      'sandbox (kB)': kb(size.sandbox),
      files: size.chunks,
      result: ok ? 'ok' : 'OVER BUDGET',
    });
  }
  return { rows, failed };
}
