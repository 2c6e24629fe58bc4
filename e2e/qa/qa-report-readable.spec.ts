// The HTML report's diagrams are readable at 1280 px (issue 28, item 8): the largest machine is
// drawn at its natural size, its labels at least 12 px at 100 % zoom, and a person zooms and pans
// it by keyboard (and by the toolbar's named buttons). Before the viewer, app-review was shrunk to
// the page width and its labels measured 3.3 px.
import { expect, test, type Locator } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { machineRegistry } from '../../machines/registry';
import AxeBuilder from '@axe-core/playwright';

const root = fileURLToPath(new URL('../../', import.meta.url));
const out = `${root}test-results/qa/report-readable.html`;

/** The smallest label of a drawn diagram, in CSS pixels as shown (font size × the drawing's scale). */
const smallestLabelPx = (diagram: Locator) =>
  diagram.locator('svg').first().evaluate((svg: SVGSVGElement) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const labels = [...svg.querySelectorAll('.edgeLabel, .nodeLabel, .stateLabel, text')].filter((el) => el.textContent?.trim());
    return Math.min(...labels.map((label) => parseFloat(getComputedStyle(label).fontSize) * scale));
  });

test.use({ viewport: { width: 1280, height: 900 } });

test('every diagram is drawn at its natural size with labels of 12 px or more, and zooms and pans by keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  execFileSync('node', ['scripts/qa.mjs', 'diagram', '--html', '--out', out], { cwd: root });
  await page.goto(`file://${out}`);
  await expect(page.locator('body')).toHaveAttribute('data-rendered', 'true', { timeout: 60_000 });

  const diagrams = page.locator('figure.diagram');
  await expect(diagrams).toHaveCount(machineRegistry.length);
  // Every diagram, not only the largest: none is shrunk below a readable size.
  const sizes: Record<string, number> = {};
  for (const diagram of await diagrams.all()) sizes[(await diagram.getAttribute('data-machine'))!] = await smallestLabelPx(diagram);
  for (const [machine, px] of Object.entries(sizes)) expect(px, `${machine}'s smallest label`).toBeGreaterThanOrEqual(12);

  // The largest machine by its drawing's natural width (app-review or subscription-lifecycle).
  const widths = await diagrams.evaluateAll((figures) => figures.map((f) => [f.getAttribute('data-machine')!, f.querySelector('svg')!.viewBox.baseVal.width] as const));
  const [largest, naturalWidth] = widths.reduce((a, b) => (b[1] > a[1] ? b : a));
  expect(naturalWidth, 'the largest diagram is wider than the page').toBeGreaterThan(1280);
  const figure = page.locator(`figure.diagram[data-machine="${largest}"]`);
  // Readable also means labels with contrast, landmarks and named controls: axe on the page with
  // the largest diagram (all of them at once take minutes on a busy machine).
  const axe = await new AxeBuilder({ page })
    .exclude(`figure.diagram:not([data-machine="${largest}"])`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const svg = figure.locator('svg').first();
  const shownWidth = () => svg.evaluate((el) => el.getBoundingClientRect().width);
  expect(await shownWidth()).toBeCloseTo(naturalWidth, 0);

  const viewport = page.getByRole('region', { name: new RegExp(`^${largest} state diagram`) });
  const level = figure.getByRole('toolbar', { name: `Zoom the ${largest} diagram` }).getByLabel('Zoom level');
  await expect(level).toHaveText('100 %');
  // Keyboard: focus the diagram (Tab reaches it), zoom out, pan, back to actual size.
  await figure.getByRole('button', { name: 'Fit width' }).focus();
  await page.keyboard.press('Tab');
  await expect(viewport).toBeFocused();
  await page.keyboard.press('-');
  await expect(level).toHaveText('80 %');
  expect(await shownWidth()).toBeCloseTo(naturalWidth * 0.8, 0);
  const left = await viewport.evaluate((el) => el.scrollLeft);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBeGreaterThan(left);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => viewport.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await page.keyboard.press('0');
  await expect(level).toHaveText('100 %');
  await page.keyboard.press('+');
  await expect(level).toHaveText('125 %');
  // The toolbar's buttons do the same, and "Fit width" shows the whole machine's shape.
  await figure.getByRole('button', { name: 'Actual size' }).click();
  await expect(level).toHaveText('100 %');
  await figure.getByRole('button', { name: 'Fit width' }).click();
  expect(await shownWidth()).toBeLessThanOrEqual(1280);
  await figure.getByRole('button', { name: 'Zoom in' }).click();
  await figure.getByRole('button', { name: 'Zoom out' }).click();
  await figure.getByRole('button', { name: 'Actual size' }).click();
  expect(await smallestLabelPx(figure)).toBeGreaterThanOrEqual(12);
  await figure.screenshot({ path: `test-results/screenshots/qa-report-${largest}-1280-light.png` });
});
