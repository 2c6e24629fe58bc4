import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { saveScreenshot, viewports } from './screens';

/**
 * One main state of a journey at every width × colour scheme: a full-page screenshot
 * test-results/screenshots/{name}-{width}-{scheme}.png in each, and zero axe violations in the
 * narrow light and the wide dark one (the layout and the other scheme's contrast; axe is the slow
 * part). Leaves the page at 1280 px in light, the journeys' working viewport.
 */
export async function checkMainState(page: Page, name: string) {
  for (const { width, scheme } of viewports) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    if ((width === 375) === (scheme === 'light')) await expectNoAxeViolations(page, `${name} ${width} ${scheme}`);
    await saveScreenshot(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
}
