import { expect, test, type Page } from '@playwright/test';
import { balanceSeries, balanceSummary, spendPerMonth, type CreditMovement, type Payment } from '../../domain/billing-history';
import { fromUnitToToken } from '../../domain/money';
import { checkMainState } from '../support/states';

// The portal home's charts (issue #14 item 6): credit balance over time and spend per month per
// currency, drawn from GET /api/billing-history by domain/billing-history, with a text summary and
// a table for screen readers; the empty state; en + zh; light and dark at 375 and 1280 px.

interface History {
  currencies: Array<{ id: string; decimal: number; name?: string; symbol: string }>;
  credit: CreditMovement[];
  spend: Payment[];
}

async function openHome(page: Page, identity: 'ledger' | 'developer') {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.evaluate((name) => window.__sandbox!.setIdentity(name), identity);
  await page.goto('/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible({ timeout: 20_000 });
  // What the page drew from: the sandbox's answer, read the way the page reads it.
  return page.evaluate(() => fetch('/payment-kit/api/billing-history').then((r) => r.json() as Promise<History>));
}

test('portal home charts: balance over time and spend per month per currency match the domain series; table alternative; empty state; zh', async ({ page }) => {
  // Long on a loaded 2-core CI: checkMainState takes 4 full-page screenshots and 2 axe runs.
  test.setTimeout(180_000);
  const history = await openHome(page, 'ledger');
  const charts = page.getByRole('region', { name: 'Activity' });
  await expect(charts.getByRole('heading', { name: 'Credit balance over time' })).toBeVisible({ timeout: 15_000 });
  await expect(charts.getByRole('heading', { name: 'Spend per month' })).toBeVisible();

  const creditIds = [...new Set(history.credit.map((m) => m.currency_id))];
  const spendIds = [...new Set(history.spend.map((p) => p.currency_id))];
  expect(creditIds.length).toBeGreaterThan(0);
  expect(spendIds.length).toBeGreaterThan(0);
  await expect(page.getByTestId('chart-balance')).toHaveCount(creditIds.length);
  await expect(page.getByTestId('chart-spend')).toHaveCount(spendIds.length);
  await charts.screenshot({ path: 'test-results/screenshots/portal-home-charts-section-1280-light.png' });

  for (const id of creditIds) {
    const points = balanceSeries(history.credit, id);
    const currency = history.currencies.find((c) => c.id === id)!;
    const figure = page.getByTestId('chart-balance').and(page.locator(`[data-currency="${id}"]`));
    // The picture is drawn (recharts' SVG), hidden from assistive technology…
    await expect(figure.locator('.recharts-surface')).toBeVisible();
    await expect(figure.locator('[aria-hidden="true"] .recharts-area')).toHaveCount(1);
    // …and said in words: the days, and the balance now (the domain's exact last point).
    const last = Number(fromUnitToToken(balanceSummary(points)!.last, currency.decimal)).toLocaleString('en', { maximumFractionDigits: 6 });
    await expect(figure.getByTestId('chart-summary')).toContainText(`${points.length} days with activity from ${points[0]!.day} to ${points.at(-1)!.day}; balance now ${last}`);
    // The table alternative: one row per day of the domain's series, in order.
    await figure.getByText('Show the figures as a table').click();
    const rows = figure.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(points.length + 1);
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText(points[0]!.day);
    await expect(rows.last().getByRole('cell').first()).toHaveText(points.at(-1)!.day);
    await figure.getByText('Show the figures as a table').click();
    await expect(rows).toHaveCount(0);
  }
  for (const id of spendIds) {
    const months = spendPerMonth(history.spend, id);
    const figure = page.getByTestId('chart-spend').and(page.locator(`[data-currency="${id}"]`));
    await expect(figure.locator('[aria-hidden="true"] .recharts-bar-rectangle')).toHaveCount(months.length);
    await expect(figure.getByTestId('chart-summary')).toContainText(`over ${months.length} months from ${months[0]!.month} to ${months.at(-1)!.month}`);
    await figure.getByText('Show the figures as a table').click();
    await expect(figure.getByRole('table').getByRole('row')).toHaveCount(months.length + 1);
    await figure.getByText('Show the figures as a table').click();
  }
  await page.mouse.move(0, 0);
  await checkMainState(page, 'portal-home-charts');

  // Chinese: the same charts with their texts.
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { name: '额度余额走势' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '每月支出' })).toBeVisible();
  await expect(page.getByTestId('chart-summary').first()).toContainText('天有变动');
  await page.screenshot({ path: 'test-results/screenshots/portal-home-charts-zh-1280-light.png', fullPage: true });

  // A customer with no credit movement and no paid invoice: the empty state, no chart.
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  const empty = await openHome(page, 'developer');
  expect(empty.credit).toEqual([]);
  expect(empty.spend).toEqual([]);
  await expect(page.getByTestId('charts-empty')).toHaveText('No credit activity or payments yet. Charts of your balance and spending show here once you have some.', { timeout: 15_000 });
  await expect(page.getByTestId('chart-balance')).toHaveCount(0);
});
