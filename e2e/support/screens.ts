import type { Page } from '@playwright/test';

export const WIDTHS = [375, 1280] as const;
export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

/** Saves a full-page screenshot as test-results/screenshots/{name}-{width}-{scheme}.png. */
export async function saveScreenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const scheme = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}-${scheme}.png`, fullPage: true });
}

/** Every width × colour scheme combination, for looping tests over. */
export const viewports = WIDTHS.flatMap((width) => SCHEMES.map((scheme) => ({ width, scheme })));
