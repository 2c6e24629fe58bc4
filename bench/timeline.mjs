// `node bench/timeline.mjs [live|sandbox] <build folder> [runs]`: a benchmark's magnifying glass,
// not a test. For first visits of the checkout it prints when each step happened, on the page's
// own clock: the HTML skeleton on screen, first paint, the app's skeleton, the form rendered
// behind it, the submit button there and enabled, the long tasks; and for the first visit every
// request with its start and end. It is how the boot's order of work was found (docs/speed.md).
// Its server is its own, on TIMELINE_PORT (default 4178), and fails loudly when the port is
// taken. DELAY_DID=<ms> holds the platform's session answer back (does the form wait for it?).
import { startCheckoutProbe } from './checkout-probe.mjs';

const { port, server, browser, checkout: page0, runs } = await startCheckoutProbe({
  name: 'timeline',
  port: Number(process.env.TIMELINE_PORT ?? 4178),
  defaultRuns: 3,
});
for (let r = 0; r <= runs; r++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const marks = {};
    window.__marks = marks;
    const tick = () => {
      const now = performance.now();
      const hs = document.querySelector('[data-testid="html-skeleton"]');
      if (hs && hs.checkVisibility() && !marks.htmlSkel) marks.htmlSkel = now;
      const cs = document.querySelector('[data-testid="checkout-skeleton"]');
      if (cs && !marks.reactSkel) marks.reactSkel = now;
      if (document.querySelector('[data-testid="checkout-prepared"]') && !marks.prepared)
        marks.prepared = now;
      const b = document.querySelector('[data-testid="submit-button"]');
      if (b && !marks.btn) marks.btn = now;
      if (b && b.dataset.state === 'ready' && !marks.btnReady) marks.btnReady = now;
      if (b && !b.closest('[inert]') && !marks.btnShown) marks.btnShown = now;
      if (b && !marks.btnText) marks.btnText = b.textContent;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        (marks.longtasks ??= []).push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  if (process.env.DELAY_DID)
    await page.route(/did\/session/, async (route) => {
      await new Promise((r) => setTimeout(r, Number(process.env.DELAY_DID)));
      await route.continue();
    });
  await page.goto(`http://127.0.0.1:${port}${page0.path}`);
  const ready = await page0.ready(page);
  await page.waitForLoadState('networkidle');
  const t = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const paints = Object.fromEntries(
      performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime)]),
    );
    const res = performance
      .getEntriesByType('resource')
      .map(
        (e) =>
          `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${new URL(e.name).pathname.slice(0, 60)}${new URL(e.name).search.slice(0, 20)}`,
      );
    return {
      nav: `resp ${Math.round(nav.responseEnd)} dcl ${Math.round(nav.domContentLoadedEventEnd)}`,
      paints,
      marks: window.__marks,
      res,
    };
  });
  await context.close();
  if (r === 0) continue;
  console.log(
    `run ${r}: ready ${Math.round(ready)} ${t.nav} paints ${JSON.stringify(t.paints)} marks ${JSON.stringify({ ...t.marks, longtasks: undefined })}`,
  );
  console.log('  long', JSON.stringify(t.marks.longtasks));
  if (r === 1) for (const x of t.res) console.log('   ', x);
}
await browser.close();
await server.close();
process.exit(0);
