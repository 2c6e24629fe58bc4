// The QA command's HTML report (`npm run qa -- diagram --html`, also written by the coverage
// stage): one page, every registered machine's diagram rendered offline by mermaid from
// node_modules, counts equal to the coverage table's, transitions not walked drawn in red.
import { expect, test } from '@playwright/test';
import { createJiti } from 'jiti';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as Coverage from '../../scripts/qa/coverage';
import type * as Model from '../../scripts/qa/model';
import type * as Report from '../../scripts/qa/report';

const root = (dir: string) => fileURLToPath(new URL(`../../${dir}`, import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: { '@domain': root('domain'), '@machines': root('machines'), '@adapters': root('adapters'), '@ui': root('ui'), '@test': root('test') },
});
type Qa = typeof Model & typeof Coverage & typeof Report;

test('the report renders every machine, with the coverage table numbers and not-walked transitions in red', async ({ page }) => {
  // Loading and replaying every machine (app-review alone has thousands of paths) on a shared 2-core machine.
  test.setTimeout(240_000);
  const qa = {
    ...(await jiti.import<Qa>(root('scripts/qa/model.ts'))),
    ...(await jiti.import<Qa>(root('scripts/qa/coverage.ts'))),
    ...(await jiti.import<Qa>(root('scripts/qa/report.ts'))),
  };
  // One after the other, as the CLI does (concurrent jiti imports can meet a half-loaded module).
  const machines = (await qa.loadAllMachines()).map((loaded) => ({ loaded, coverage: qa.machineCoverage(loaded) }));
  // One machine with one transition's paths removed, as the gate's own test does: drawn in red.
  // The route progress bar's 100 ms at full width (after ghost) is the one left out.
  const progress = machines.find((m) => m.loaded.entry.folder === 'route-progress')!;
  const ghost = progress.loaded.inventory.transitions.find((t) => t.eventType.startsWith('xstate.after.ghost'))!;
  progress.coverage = qa.machineCoverage(progress.loaded, [], (paths) => paths.filter((p) => !p.steps.some((s) => s.event.type === ghost.eventType)));
  expect(progress.coverage.transitions.missing).toEqual([ghost.id]);

  const table = qa.coverageTable(machines.map((m) => m.coverage));
  const out = root('test-results/qa/report-e2e.html');
  mkdirSync(root('test-results/qa'), { recursive: true });
  writeFileSync(out, qa.htmlReport(machines, table, out, 'browser test'));

  await page.goto(`file://${out}`);
  await expect(page.locator('body')).toHaveAttribute('data-rendered', 'true', { timeout: 60_000 });
  await expect(page.locator('pre.mermaid svg')).toHaveCount(machines.length);
  for (const { coverage } of machines) {
    const counts = page.locator(`p.counts[data-machine="${coverage.machine}"]`);
    await expect(counts.locator('[data-count="paths"]')).toHaveText(String(coverage.paths));
    await expect(counts.locator('[data-count="states"]')).toHaveText(`${coverage.states.covered}/${coverage.states.total}`);
    await expect(counts.locator('[data-count="transitions"]')).toHaveText(`${coverage.transitions.covered}/${coverage.transitions.total}`);
    // The same numbers as the coverage table printed on the page.
    expect(table).toMatch(new RegExp(`\\| ${coverage.machine} +\\| ${coverage.paths} +\\| ${coverage.states.covered}/${coverage.states.total} .*\\| ${coverage.transitions.covered}/${coverage.transitions.total} `));
  }
  const section = page.locator('section', { has: page.locator('#m-route-progress') });
  const red = section.locator('.edgeLabel', { hasText: '✗ after ghost' }).first();
  await expect(red).toBeVisible();
  expect(await red.locator('p, span').first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(176, 0, 32)');
  const edge = section.locator('path.transition[style*="stroke: rgb(176, 0, 32)"], path.transition[style*="stroke: #b00020"]');
  await expect(edge).toHaveCount(1);
  await expect(section.locator('ul.unit-missing li')).toHaveText([ghost.id]);
  await section.screenshot({ path: 'test-results/screenshots/qa-report-route-progress-1280-light.png' });
  await page.screenshot({ path: 'test-results/screenshots/qa-report-1280-light.png' });
});
