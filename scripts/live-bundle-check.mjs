// The live build carries no sandbox-only tooling: the machine inspector (docs/qa.md) must be
// absent from every file of a `VITE_SANDBOX=off` build, while a sandbox build has it (so the
// check looks for the right thing). Usage: node scripts/live-bundle-check.mjs <live dist> [<sandbox dist>]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MARKER = 'payment-kit-machine-inspector'; // INSPECTOR_MARKER in routes/-inspector/inspector.ts
const SOURCES = ['routes/-inspector/', 'ui/inspector/'];

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(js|mjs|css|html)$/.test(entry)) yield path;
  }
}

/** Where the build holds inspector code: files with the marker, manifest entries from its sources. */
function inspectorIn(dist) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing: build ${dist} first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const chunks = Object.keys(manifest).filter((key) => SOURCES.some((source) => key.includes(source)));
  const marked = [...files(dist)].filter((file) => readFileSync(file, 'utf8').includes(MARKER));
  return [...chunks.map((key) => `chunk ${key}`), ...marked.map((file) => `file ${file}`)];
}

const [live, sandbox] = process.argv.slice(2);
if (!live) {
  console.error('usage: node scripts/live-bundle-check.mjs <live dist> [<sandbox dist>]');
  process.exit(2);
}
let failed = 0;
const inLive = inspectorIn(live);
if (inLive.length > 0) {
  console.error(`live build ${live} contains the machine inspector:\n  ${inLive.join('\n  ')}`);
  failed++;
} else console.log(`live build ${live}: no machine inspector code (marker and sources absent)`);
if (sandbox) {
  const inSandbox = inspectorIn(sandbox);
  if (inSandbox.length === 0) {
    console.error(`sandbox build ${sandbox} has no machine inspector: the check would not notice a leak`);
    failed++;
  } else console.log(`sandbox build ${sandbox}: machine inspector present (${inSandbox.length} places), loaded only in sandbox mode`);
}
console.log(`live bundle check: ${failed ? 'FAILED' : 'passed'}`);
process.exit(failed ? 1 : 0);
