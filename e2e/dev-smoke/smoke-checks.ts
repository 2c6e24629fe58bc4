import type { Page } from '@playwright/test';
import { allParts } from '../../ui/i18n/messages/all';

export type Language = 'en' | 'zh';

/** Every message key of every part: a key on screen is a text that was never translated. */
const MESSAGE_KEYS = new Set(Object.values(allParts.en).flatMap((texts) => Object.keys(texts)));
const text = (language: Language, key: string) =>
  Object.values(allParts[language]).reduce<string | undefined>((found, texts) => found ?? (texts as Record<string, string>)[key], undefined);

/** Texts that mean "this page failed": the Oops screen, the generic error view, the 404. */
const failureTexts = (language: Language) =>
  ['outcome.error.title', 'error.title', 'notFound.title'].map((key) => text(language, key)).filter((value): value is string => Boolean(value));

/** What the payer sees, plus the names assistive technology reads (labels, placeholders, titles). */
function visibleText(page: Page) {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return `${document.body.innerText}\n${attributes.join('\n')}`;
  });
}

/**
 * Waits until the page has settled: the shell is there, nothing is busy (skeletons, lazy parts)
 * and the main region has content; twice, a moment apart, so a late screen change is seen.
 */
export async function settle(page: Page) {
  for (let round = 0; round < 2; round += 1) {
    await page.waitForFunction(
      () =>
        document.querySelector('header') !== null &&
        document.querySelector('[aria-busy="true"]') === null &&
        (document.querySelector('main')?.textContent ?? '').trim().length > 0,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    if (round === 0) await page.waitForTimeout(150);
  }
}

/** The problems of the page as it stands: failure screens and raw keys. Empty when it is fine. */
export async function problemsOf(page: Page, language: Language): Promise<string[]> {
  const problems: string[] = [];
  const shown = await visibleText(page);
  const main = (await page.locator('main').innerText().catch(() => '')).split('\n').map((line) => line.trim());
  for (const failure of failureTexts(language)) if (main.includes(failure)) problems.push(`shows "${failure}"`);
  for (const testId of ['error-view', 'not-found']) {
    if ((await page.getByTestId(testId).count()) > 0) problems.push(`shows the ${testId} view`);
  }
  const keys = [...new Set(shown.match(/[A-Za-z][\w-]*(?:\.[\w-]+)+/g) ?? [])].filter((token) => MESSAGE_KEYS.has(token));
  if (keys.length > 0) problems.push(`raw i18n keys: ${keys.join(', ')}`);
  return problems;
}

/** Same-origin links of the page (path + query), for the crawl. */
export function linksOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .map((anchor) => new URL((anchor as HTMLAnchorElement).href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname + url.search),
  );
}

/**
 * Goes to an address inside the app as its own links do (TanStack Router's history reacts to
 * popstate), without reloading the page: under vite dev a reload re-requests hundreds of modules
 * through the sandbox's service worker. The page mounts afresh, StrictMode double mount included.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
    history.pushState({ __TSR_index: index + 1, key: `smoke-${index + 1}` }, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
  await settle(page);
}
