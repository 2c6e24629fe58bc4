import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Zero violations of WCAG 2.1 A/AA (and axe's best practices) on the current page. */
export async function expectNoAxeViolations(page: Page, context = '') {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/**
 * Waits (briefly) until no finite CSS transition or animation is running: a dialog that is still
 * fading in has its text at partial opacity, and axe then reports a contrast the person never
 * sees once it has opened. Endless ones (skeleton pulse, spinners) are not waited for.
 */
async function settleTransitions(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000, polling: 50 },
    )
    .catch(() => {});
}
