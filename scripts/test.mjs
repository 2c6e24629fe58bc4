// The whole test command: every gate in order, each stage timed. Stops at the first failure.
import { spawnSync } from 'node:child_process';

const stages = [
  ['browser', 'node scripts/ensure-chromium.mjs'],
  // ESLint (layers, hooks), then knip (files and exports nobody imports: knip.jsonc) and
  // dependency-cruiser (import circles: .dependency-cruiser.cjs).
  ['lint', 'npx eslint . --max-warnings=0 && npm run -s lint:unused && npm run -s lint:circles && npm run -s lint:refs'],
  ['typecheck', 'npx tsc -p tsconfig.json --noEmit'],
  ['unit, component and path tests (+ domain coverage)', 'npx vitest run --coverage'],
  ['build', 'npx vite build --logLevel warn && npm run -s build:lib'],
  ['budgets', 'node scripts/budget.mjs'],
  // A live build (VITE_SANDBOX=off) has no sandbox-only tooling: the machine inspector is absent.
  ['live build without the inspector', 'VITE_SANDBOX=off npx vite build --outDir dist-live --logLevel warn && node scripts/live-bundle-check.mjs dist-live dist'],
  // Two retries, each reported as flaky in the summary: a 2-core CI machine's load spikes, not the app.
  ['browser tests (Playwright, Chromium)', 'npx playwright test --retries=2'],
  // What `npm start` serves (vite dev, React StrictMode): every scenario in English and Chinese.
  ['dev-server smoke (npm start, every scenario, en + zh)', 'npx playwright test -c e2e/dev-smoke/playwright.config.ts'],
  // After the browser tests, so that the table's browser columns are this run's UI walks.
  ['machine coverage (unit replay ≥ 100 %, browser walk)', 'node scripts/qa.mjs coverage --gate'],
];

const results = [];
const started = Date.now();
for (const [name, command] of stages) {
  console.log(`\n▶ ${name}: ${command}`);
  const t0 = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  results.push({ stage: name, seconds, result: status === 0 ? 'passed' : 'FAILED' });
  console.log(`◀ ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (status !== 0) break;
}

console.log('\nStage timings');
console.table(results);
const passed = results.filter((r) => r.result === 'passed').length;
const failed = results.length - passed;
const skipped = stages.length - results.length;
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`stages: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
