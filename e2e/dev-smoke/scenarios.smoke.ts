import { expect, test, type Page } from '@playwright/test';
import { linksOf, navigateInApp, problemsOf, settle, type Language } from './smoke-checks';

/**
 * What a newcomer meets with `npm start`. On the dev server (React StrictMode), every
 * sandbox scenario (the first opened with its "Open as …" button, the others by the same in-app
 * navigation with the scenario's identity) loads at the first try, in English and in Chinese: no
 * Oops or error view, no raw message key, no page error. Cold first loads of a checkout and of the past-due page (the pages the issue names) are
 * opened directly. The English pass also crawls every same-origin link found on the home page, the
 * sandbox page and every scenario page, and fails on a 404; it prints what it crawled.
 */
interface ScenarioInfo {
  id: string;
  identity: string;
  path: string;
}

const scenariosOf = (page: Page): Promise<ScenarioInfo[]> =>
  page.evaluate(() => window.__sandbox!.scenarios.map(({ id, identity, path }) => ({ id, identity, path })));

async function coldOpen(page: Page, path: string, identity?: string) {
  if (identity) await page.evaluate((name) => window.__sandbox!.setIdentity(name as never), identity);
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await settle(page);
}

// Warm-up: vite dev compiles modules (and may optimize dependencies, reloading the page) on their
// first request, and the sandbox installs its service worker on the first visit. One throwaway
// visit of the main kinds of page, so the checks below meet a warm server, as a person does after
// the first page. Nothing is checked here.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const path of ['/', '/sandbox', '/checkout/pay/cs_sbx_one_time', '/customer/invoice/past-due']) {
    await page.goto(path);
    await settle(page).catch(() => {});
  }
  await context.close();
});

for (const language of ['en', 'zh'] as const satisfies readonly Language[]) {
  test(`every scenario loads at the first try on the dev server (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ locale: language === 'zh' ? 'zh-CN' : 'en-US', viewport: { width: 1280, height: 900 } });
    await context.addInitScript((locale) => localStorage.setItem('locale', locale), language);
    const page = await context.newPage();
    let where = 'home';
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(`${where}: ${error.message}`));
    const problems: string[] = [];
    const linksFrom = new Map<string, string>();
    // Who was looking when a link was found: the crawl follows it as the same identity.
    const identityOf = new Map<string, string>();
    const check = async (label: string, screenshot = true) => {
      where = label;
      for (const problem of await problemsOf(page, language)) problems.push(`${label}: ${problem}`);
      if (screenshot) await page.screenshot({ path: `test-results/screenshots/dev-smoke/${language}-${label}.jpeg`, quality: 70 });
      for (const link of await linksOf(page)) if (!linksFrom.has(link)) linksFrom.set(link, label);
    };

    // Cold first loads; the first one also has vite compile the shell, the sandbox and its worker.
    await coldOpen(page, '/');
    await check('home');
    await coldOpen(page, '/checkout/pay/cs_sbx_one_time', 'customer');
    await check('cold-checkout');
    await coldOpen(page, '/customer/invoice/past-due?referer=%2Fsandbox', 'admin');
    await check('cold-past-due');
    identityOf.set('cold-past-due', 'admin');
    await coldOpen(page, '/sandbox');
    await check('sandbox');

    const scenarios = await scenariosOf(page);
    expect(scenarios.length).toBeGreaterThan(20);
    const visited = new Set(['/', '/sandbox', ...scenarios.map((scenario) => scenario.path)]);
    // A scenario seeded for a page not built yet shows its address as text, with no way to a 404.
    const notBuilt = await page.evaluate(() =>
      [...document.querySelectorAll('article[data-testid^="scenario-"]:has([data-testid="scenario-not-built"])')].map((card) => ({
        id: card.getAttribute('data-testid')!.slice('scenario-'.length),
        links: card.querySelectorAll('a, button').length,
      })),
    );
    expect(notBuilt.filter((card) => card.links > 0), 'links on scenarios without a page').toEqual([]);
    const skipped = new Set(notBuilt.map((card) => card.id));
    // The first scenario as a person opens it: its button switches the identity and navigates.
    const [first, ...rest] = scenarios.filter((scenario) => !skipped.has(scenario.id));
    await page.getByTestId(`scenario-${first!.id}`).getByRole('button').click();
    await page.waitForURL((url) => url.pathname + url.search === first!.path);
    await settle(page);
    identityOf.set(first!.id, first!.identity);
    await check(first!.id);
    // The others the same way without going back to the (long) sandbox page each time.
    for (const scenario of rest) {
      where = scenario.id;
      identityOf.set(scenario.id, scenario.identity);
      await page.evaluate((name) => window.__sandbox!.setIdentity(name as never), scenario.identity);
      await navigateInApp(page, scenario.path);
      await check(scenario.id);
    }

    if (language === 'en') {
      console.log(`dev smoke: ${scenarios.length - skipped.size} scenario pages opened; ${skipped.size} wait for their page: ${[...skipped].join(', ')}`);
      // The crawl: every link found above that no scenario opened, as the identity that saw it.
      const crawled: string[] = [];
      for (const [link, foundOn] of linksFrom) {
        if (visited.has(link)) continue;
        visited.add(link);
        const identity = identityOf.get(foundOn) ?? 'customer';
        const label = `link ${link} (found on ${foundOn})`;
        // A link found on a crawled page is followed by the same person who found that page.
        identityOf.set(label, identity);
        await page.evaluate((name) => window.__sandbox!.setIdentity(name as never), identity);
        await navigateInApp(page, link);
        await check(label, false);
        crawled.push(`${link}  ← ${foundOn}`);
      }
      await test.info().attach('links crawled', { body: crawled.join('\n'), contentType: 'text/plain' });
      console.log(`dev smoke: ${linksFrom.size} distinct links, ${crawled.length} opened beyond the scenarios:\n  ${crawled.join('\n  ')}`);
    }

    expect(problems, 'pages with problems').toEqual([]);
    expect(pageErrors, 'page errors').toEqual([]);
    await context.close();
  });
}
