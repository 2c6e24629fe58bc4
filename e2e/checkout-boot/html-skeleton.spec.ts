// The checkout's first paint is fast on a phone (docs/speed.md): its skeleton paints from the HTML itself, before any script, in the saved
// scheme and language; React takes it over with the same boxes at the same places; the spec's
// 500 ms floor counts from that paint; the page asks for nothing twice.
import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/screens';
import { PAGE_FIRST_LIMIT_MS } from '../../routes/-app/page-first';

const CHECKOUT = '/checkout/pay/cs_sbx_one_time';

/** No script of the app runs: what shows is the HTML and its inline script alone. */
const withoutAppScripts = (page: Page) =>
  page.route(/\/(assets\/.*\.js|main\.tsx)(\?|$)/, (route) => route.abort());

/** The skeleton boxes' places, relative to the page (left, top, width, height, rounded). */
const boxesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((boxes) =>
    boxes.map((box) => {
      const r = box.getBoundingClientRect();
      return [r.left, r.top + window.scrollY, r.width, r.height].map(Math.round);
    }),
  );

test('the HTML paints the skeleton before any script: saved scheme and language, checkout addresses only, minimal layout', async ({
  page,
}) => {
  await withoutAppScripts(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(CHECKOUT);
  const status = page.getByRole('status', { name: 'Loading checkout…' });
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await saveScreenshot(page, 'checkout-html-skeleton-en');
  await expectNoAxeViolations(page, 'HTML skeleton, light, English');

  // A payer who chose dark and Chinese gets them on the first paint, with no flash of light/English.
  await page.addInitScript(() => {
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    localStorage.setItem('locale', 'zh');
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(CHECKOUT);
  await expect(page.getByRole('status', { name: '正在加载支付页面…' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(body, 'dark body before any script').not.toBe('rgb(255, 255, 255)');
  await saveScreenshot(page, 'checkout-html-skeleton-zh');
  await expectNoAxeViolations(page, 'HTML skeleton, dark, Chinese');

  // Minimal layout: no summary column; any other page: no skeleton at all.
  await page.goto(`${CHECKOUT}?layout=minimal`);
  await expect(page.locator('#html-skeleton .hs-summary')).toBeHidden();
  await expect(page.getByRole('status')).toBeVisible();
  for (const path of ['/', '/sandbox', '/customer/invoice/past-due', '/checkout/pay']) {
    await page.goto(path);
    await expect(page.getByTestId('html-skeleton'), path).toBeHidden();
  }
});

test('the app takes the skeleton over with the same boxes at the same places (375 and 1280, light and dark), after 3 s of a slow session', async ({
  page,
  context,
}) => {
  // The app's skeleton, held on screen by a slow session answer (a sandbox fault).
  const checkout = new CheckoutPage(page);
  await checkout.open('/');
  await page.evaluate(() =>
    window.__sandbox!.faults.set('checkout.retrieve', { kind: 'latency', ms: 60_000 }),
  );
  const bare = await context.newPage();
  await withoutAppScripts(bare);
  for (const [width, scheme] of [
    [1280, 'light'],
    [375, 'dark'],
  ] as const) {
    for (const each of [page, bare]) {
      await each.emulateMedia({ colorScheme: scheme });
      await each.setViewportSize({ width, height: 900 });
    }
    await bare.goto(CHECKOUT);
    const html = await boxesOf(bare, '#html-skeleton .hs-box');
    const htmlHeader = await boxesOf(bare, '#html-skeleton .hs-header');

    await page.goto(CHECKOUT);
    const app = page.getByTestId('checkout-skeleton');
    await expect(app).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    expect(
      await boxesOf(page, '[data-testid="checkout-skeleton"] .mantine-Skeleton-root'),
      `${width} ${scheme}`,
    ).toEqual(html);
    // The header bar is as tall as the HTML's placeholder (64 px and its border): nothing moves down.
    const header = await page.getByRole('banner').boundingBox();
    expect(Math.round(header!.height)).toBe(htmlHeader[0]![3]);
    await saveScreenshot(page, 'checkout-app-skeleton');
  }
  await page.evaluate(() => window.__sandbox!.faults.clear());
});

test('the floor counts from the first paint: form after at least 500 ms, shown with no layout shift, no request asked twice, the shell after the form', async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  await checkout.open('/', 'customer');
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    // Paths after the Payment Kit's mount point (/payment-kit/api/… on the sandbox).
    const path = new URL(request.url()).pathname;
    if (path.includes('/api/')) apiCalls.push(`${request.method()} ${path.slice(path.indexOf('/api/'))}`);
  });
  // Only the checkout document's calls: the page before it (the home page, which lists the
  // payment settings) may still be asking when the navigation starts.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) apiCalls.length = 0;
  });
  // Before any script of the page: note when the submit button is first on screen, and every layout shift.
  await page.addInitScript(() => {
    const marks = {
      formShown: null as number | null,
      formCommitted: null as number | null,
      headerShown: null as number | null,
      shellAsked: null as number | null,
      shifts: 0,
      moved: [] as string[],
    };
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    Object.defineProperty(window, '__floor', { value: marks });
    new PerformanceObserver((list) => {
      // Shifts of the checkout itself (in <main>); the header's lazy controls are the shell's.
      for (const entry of list.getEntries() as Shift[]) {
        const inMain = (entry.sources ?? []).filter((source) => source.node?.parentElement?.closest('main'));
        if (entry.hadRecentInput || inMain.length === 0) continue;
        marks.shifts += entry.value;
        for (const source of inMain)
          marks.moved.push(
            `${(source.node as HTMLElement).tagName} "${source.node?.textContent?.slice(0, 40)}"`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // When the shell's lazy parts (footer and cookie banner, session controls) were first asked for.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (/\/(ShellExtras|ShellSessionControls)-[^/]*\.js$/.test(entry.name))
          marks.shellAsked = Math.min(marks.shellAsked ?? Infinity, entry.startTime);
    }).observe({ type: 'resource', buffered: true });
    const tick = () => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="submit-button"]');
      if (button && !button.closest('[inert]') && button.checkVisibility({ visibilityProperty: true }))
        marks.formShown = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    // The moment React shows the form (a frame may come much later on a busy machine).
    const seen = (element: Element | null) => !!element && !element.closest('[inert]') && element.checkVisibility({ visibilityProperty: true });
    const committed = new MutationObserver(() => {
      const now = performance.now();
      if (marks.headerShown === null && seen(document.querySelector('header'))) marks.headerShown = now;
      if (!seen(document.querySelector('[data-testid="submit-button"]'))) return;
      marks.formCommitted = now;
      committed.disconnect();
    });
    committed.observe(document, { subtree: true, childList: true, attributes: true });
  });
  for (const run of [1, 2]) {
    apiCalls.length = 0;
    await page.goto(CHECKOUT);
    await checkout.expectReady();
    // The shell comes after the form, and comes: the account menu and the footer.
    await expect(page.getByRole('button', { name: /^Account menu of / })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const { firstPaint, formShown, formCommitted, headerShown, shellAsked, shifts, moved } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
      formShown: (window as unknown as { __floor: { formShown: number | null } }).__floor.formShown,
      formCommitted: (window as unknown as { __floor: { formCommitted: number | null } }).__floor.formCommitted,
      headerShown: (window as unknown as { __floor: { headerShown: number | null } }).__floor.headerShown,
      shellAsked: (window as unknown as { __floor: { shellAsked: number | null } }).__floor.shellAsked,
      shifts: (window as unknown as { __floor: { shifts: number } }).__floor.shifts,
      moved: (window as unknown as { __floor: { moved: string[] } }).__floor.moved,
    }));

    expect(firstPaint, 'first paint').not.toBeNull();
    expect(
      formShown! - firstPaint!,
      `run ${run}: skeleton on screen from the first paint`,
    ).toBeGreaterThanOrEqual(500);
    // On the document's first checkout its lazy shell waits for the form (page-first.ts), and the
    // app rendered behind the HTML skeleton appears in one piece: header and form at once. Unless the
    // form took longer than the page-first limit (a loaded machine): the limit shows the page and lets
    // the shell go then, so a slow form never keeps the page hidden or without its header controls.
    if (run === 1 && formCommitted! <= PAGE_FIRST_LIMIT_MS) {
      expect(shellAsked!, 'the shell asked for after the form showed').toBeGreaterThan(formCommitted!);
      expect(headerShown, 'the header appears with the form, not before').toBe(formCommitted);
    } else if (run === 1) {
      expect(shellAsked!, 'the shell held until the page-first limit').toBeGreaterThan(PAGE_FIRST_LIMIT_MS);
    }
    expect(shifts, `run ${run}: layout shift in the checkout: ${moved.join(', ')}`).toBe(0);
    // Each call of the first load once: session, settings and the logged-in payer's profile (the
    // second visit reads the settings from the session storage, docs/spec/checkout-and-billing.md §7).
    const firstLoad = [
      'GET /api/checkout-sessions/retrieve/cs_sbx_one_time',
      'GET /api/customers/me',
      ...(run === 1 ? ['GET /api/settings'] : []),
    ];
    for (const call of firstLoad)
      expect(
        apiCalls.filter((c) => c === call),
        `run ${run}: ${call} in ${apiCalls.join(', ')}`,
      ).toHaveLength(1);
    expect(
      apiCalls.length - new Set(apiCalls).size,
      `run ${run}: repeated calls in ${apiCalls.join(', ')}`,
    ).toBe(0);
  }
  await expectNoAxeViolations(page, 'checkout form after the floor');
});

/** A cookie banner's paragraph and button: places and look (the HTML's must be the app's). */
const bannerLook = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((banner) => {
    const place = (element: Element) => {
      const r = element.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height].map(Math.round);
    };
    const text = banner.querySelector('p')!;
    const button = banner.querySelector('button')!;
    return {
      text: place(text),
      button: place(button),
      font: getComputedStyle(text).fontFamily,
      textColor: getComputedStyle(text).color,
      buttonColor: getComputedStyle(button).backgroundColor,
      radius: getComputedStyle(banner).borderRadius,
    };
  });

test('a first visit: the cookie banner paints with the skeleton in the app’s own look, can be accepted before any script, and the app’s banner takes over in place', async ({
  browser,
}) => {
  // No cookie decision yet (the suite's default storage state has one); a phone, where the
  // banner's paragraph is the first screen's largest text.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 412, height: 823 } });
  const bare = await context.newPage();
  await withoutAppScripts(bare);
  await bare.goto(CHECKOUT);
  const htmlBanner = bare.getByRole('region', { name: 'Cookie notice' });
  await expect(htmlBanner).toBeVisible();
  await expect(htmlBanner).toContainText('We use cookies and other tracking technologies');
  const before = await bannerLook(bare, 'html-cookie-banner');
  await saveScreenshot(bare, 'checkout-html-cookie-banner');
  await expectNoAxeViolations(bare, 'HTML cookie banner');

  // The app in the same (undecided) context: its banner where the HTML's was, looking the same.
  const page = await context.newPage();
  const checkout = new CheckoutPage(page);
  await page.goto(CHECKOUT);
  await checkout.expectReady();
  await expect(page.getByTestId('html-cookie-banner')).toHaveCount(0);
  expect(await bannerLook(page, 'cookie-banner')).toEqual(before);

  // Chinese: the HTML says what the app's banner says.
  await bare.addInitScript(() => localStorage.setItem('locale', 'zh'));
  await bare.goto(CHECKOUT);
  await expect(bare.getByRole('region', { name: 'Cookie 提示' })).toContainText('我们使用 cookies');

  // Accepted before any script ran: the app's consent cookie, and no banner once the app runs.
  await bare.getByRole('button', { name: '我知道了' }).click();
  await expect(bare.getByTestId('html-cookie-banner')).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'CookieConsent')?.value).toBe('true');
  await page.reload();
  await checkout.expectReady();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await bare.goto(CHECKOUT);
  await expect(bare.getByTestId('html-cookie-banner')).toBeHidden();
  await context.close();
});
