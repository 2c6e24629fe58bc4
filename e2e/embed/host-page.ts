// What the example host pages' journeys share (e2e/embed/*.spec.ts): the host's own computed
// styles, to show no stylesheet of ours leaks into the page, and opening a page as a sandbox
// identity (kept by the sandbox across reloads).
import type { Page } from '@playwright/test';

const PROPS = ['font-family', 'font-size', 'line-height', 'color', 'background-color', 'margin-top', 'border-top-width', 'border-radius', 'padding-left'];

/** Computed styles of the host's own elements, by name: what a leaking stylesheet would change. */
export function hostStyles(page: Page, elements: Record<string, string>) {
  return page.evaluate(
    ({ props, elements }) => {
      const of = (selector: string) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return Object.fromEntries(props.map((name) => [name, style.getPropertyValue(name)]));
      };
      return Object.fromEntries(Object.entries(elements).map(([name, selector]) => [name, of(selector)]));
    },
    { props: PROPS, elements },
  );
}

/** Opens the page, waits until it is ready, and does it again as `identity` if the sandbox has another. */
export async function openAs(page: Page, url: string, identity: 'customer' | 'admin', ready: () => Promise<void>) {
  await page.goto(url);
  await ready();
  if ((await page.evaluate(() => window.__sandbox!.identity())) === identity) return;
  await page.evaluate((name) => window.__sandbox!.setIdentity(name), identity);
  await page.reload();
  await ready();
}
