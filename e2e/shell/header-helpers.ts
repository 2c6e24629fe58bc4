import { expect, type Page } from '@playwright/test';

/** One focusable or visible part of the header bar, as the browser lays it out. */
export interface BarItem {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Its text does not fit its box (a badge or a button label cut off). */
  clipped: boolean;
  /** A badge (not focusable) or a control (link or button). */
  kind: 'badge' | 'control';
}

/**
 * The visible parts of the header's bar (not the mobile menu below it): the brand, the badges
 * and every link and button, left to right. Hidden copies (the desktop navigation on a phone,
 * the mobile menu's button on a desktop) have no box and are left out.
 */
export function barItems(page: Page): Promise<BarItem[]> {
  return page.getByRole('banner').evaluate((header) => {
    // The bar is the header's first block (a responsive style prop puts a <style> before it).
    const bar = header.querySelector(':scope > div');
    if (!bar) return [];
    const parts = [...bar.querySelectorAll<HTMLElement>('a, button, [data-testid="sandbox-badge"], [data-testid="test-mode-badge"]')];
    return parts
      .map((element) => {
        const box = element.getBoundingClientRect();
        // A badge's label is the part that gets cut off (ellipsis); a button's its own box.
        const label = element.querySelector<HTMLElement>('.mantine-Badge-label, .mantine-Button-label') ?? element;
        return {
          name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
          clipped: label.scrollWidth > label.clientWidth + 1,
          kind: element.matches('a, button') ? ('control' as const) : ('badge' as const),
          visible: box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden',
        };
      })
      .filter((item) => item.visible)
      .map(({ visible: _visible, ...item }) => item)
      .sort((a, b) => a.left - b.left);
  });
}

/**
 * Everything in the bar fits the viewport, nothing overlaps, no text is cut off, and the brand,
 * the sandbox badge and a labelled identity button are among them (docs/shell.md).
 */
export async function expectBarFits(page: Page, context: string, identity: RegExp) {
  const width = page.viewportSize()!.width;
  const items = await barItems(page);
  const names = items.map((item) => item.name);
  expect(names.some((name) => / — (Home|首页)$/.test(name)), `${context}: brand in ${names}`).toBe(true);
  expect(names, `${context}: sandbox badge`).toContain(await page.getByTestId('sandbox-badge').textContent());
  const identityButton = page.getByTestId('identity-menu');
  await expect(identityButton).toHaveAccessibleName(identity);
  // Labelled on the screen too, not just an icon.
  expect((await identityButton.innerText()).trim().length, `${context}: identity label shown`).toBeGreaterThan(1);
  for (const item of items) {
    expect(item.left, `${context}: ${item.name} inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(item.right, `${context}: ${item.name} inside the viewport`).toBeLessThanOrEqual(width);
    expect(item.clipped, `${context}: ${item.name} not cut off`).toBe(false);
  }
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const [a, b] = [items[i]!, items[j]!];
      const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      expect(overlap, `${context}: ${a.name} overlaps ${b.name}`).toBe(false);
    }
  }
}

/** A header-only screenshot: test-results/screenshots/{name}-{width}-{scheme}.png. */
export async function saveHeaderScreenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const scheme = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
  await page.getByRole('banner').screenshot({ path: `test-results/screenshots/${name}-${width}-${scheme}.png` });
}

/** The accessible name (or text) of the focused element and whether it is in the header. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const box = element?.getBoundingClientRect();
    return {
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      inHeader: Boolean(element?.closest('header')),
      left: box?.left ?? 0,
    };
  });
}

/**
 * Tabs from the top of the page through the header and returns what got focus, in order, until
 * the focus leaves the header.
 */
export async function tabThroughHeader(page: Page) {
  // From the skip link, the page's first stop (blurring keeps the browser's Tab starting point).
  await page.locator('a[href="#main"]').first().focus();
  const reached: { name: string; left: number }[] = [];
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now.inHeader) {
      if (reached.length) break;
      continue;
    }
    reached.push({ name: now.name, left: now.left });
  }
  return reached;
}
