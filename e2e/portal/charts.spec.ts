import { expect, test, type Locator, type Page } from '@playwright/test';
import { balanceSeries, balanceSummary, spendPerMonth, type CreditMovement, type Payment } from '../../domain/billing-history';
import { fromUnitToToken } from '../../domain/money';
import { TEST_CARD } from '../models/CardDialog';
import { SubscriptionPortal } from '../models/SubscriptionPortal';
import { expectNoAxeViolations } from '../support/axe';
import { checkMainState } from '../support/states';

// The portal home's charts (docs/portal.md): credit balance over time and spend per month per
// currency, drawn from GET /api/billing-history by domain/billing-history, with a text summary and
// a table for screen readers; the empty state; en + zh; light and dark at 375 and 1280 px.

interface History {
  currencies: Array<{ id: string; decimal: number; name?: string; symbol: string }>;
  credit: CreditMovement[];
  spend: Payment[];
}

async function openHome(page: Page, identity: 'ledger' | 'developer' | 'customer') {
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

/** The sum of the paid rows of an invoice table in one currency, read from the page ("10 ABT"). */
async function paidSum(table: Locator, symbol: string) {
  const rows = table.locator('tbody tr').filter({ has: table.page().locator('[data-state="paid"]') });
  const amounts = await rows.allTextContents();
  return amounts.reduce((sum, text) => {
    const match = new RegExp(`([\\d,.]+)\\s*${symbol}`).exec(text);
    return sum + (match ? Number(match[1]!.replace(/,/g, '')) : 0);
  }, 0);
}

// What the portal's figures promise, as a customer walks them: the spend chart agrees with the invoice history
// beside it (a stake is locked, not spent), every paid invoice is in the payment history, a pending
// grant is not an active one; a payment method changes only once it works — the card form closed
// or a declined card leave the old method and price, a saved 4242 card switches it.
test('the numbers agree (chart = paid invoices, payments, grants); a payment method changes only once the card is saved; en + zh', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const history = await openHome(page, 'customer');
  // The customer's 10 ABT stake is not in what they spent.
  const spentAbt = history.spend.filter((p) => p.currency_id === 'pc_abt').reduce((sum, p) => sum + BigInt(p.amount), 0n);
  expect(spentAbt).toBe(30n * 10n ** 18n);

  const invoices = page.getByRole('table', { name: 'Invoice history' });
  await expect(invoices).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await expect(invoices.locator('[data-state="paid"]').first()).toBeVisible();
  const paid = await paidSum(invoices, 'ABT');
  expect(paid).toBe(30);
  const spend = page.getByTestId('chart-spend').and(page.locator('[data-currency="pc_abt"]'));
  await expect(spend.getByTestId('chart-summary')).toContainText(`ABT: ${paid} ABT paid over`, { timeout: 15_000 });
  // Every paid invoice is a payment: four of them, not "No payments yet".
  const payments = page.getByRole('table', { name: 'Payment history' });
  await expect(payments).toHaveAttribute('aria-busy', 'false');
  await expect(payments.locator('tbody tr')).toHaveCount(await invoices.locator('tbody tr').filter({ has: page.locator('[data-state="paid"]') }).count());
  await expect(payments.getByText('No payments yet')).toHaveCount(0);
  // Active grants are the granted ones only; a pending grant shows as pending.
  const grants = await page.evaluate(() => fetch('/payment-kit/api/credit-grants?pageSize=100').then((r) => r.json() as Promise<{ list: { status: string }[] }>));
  const active = grants.list.filter((g) => g.status === 'granted').length;
  const card = page.getByTestId('credit-balance-card').first();
  await expect(card.getByTestId('credit-balance-grants')).toHaveText(active === 1 ? '1 active grant' : `${active} active grants`);
  await page.screenshot({ path: 'test-results/screenshots/portal-home-numbers-agree-1280-light.png', fullPage: true });

  // The payment method: the card form closed without a card changes nothing.
  const portal = new SubscriptionPortal(page);
  await portal.open('sub_sbx_active');
  const method = page.getByTestId('subscription-payment-method');
  const plan = page.getByTestId('subscription-plan');
  await expect(method).toHaveText('ArcBlock (ABT)');
  const price = (await plan.textContent())!;
  expect(price).toContain('ABT');
  await portal.action('Change payment method').click();
  await portal.choosePayment(/Bank card \(USD\)/);
  const dialog = portal.paymentDialog;
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expect(dialog.getByTestId('payment-card-keeps')).toHaveText('Until the card is saved, ArcBlock (ABT) keeps paying this subscription.');
  await expect(method).toHaveText('ArcBlock (ABT)');
  await portal.closeDialog(dialog);
  await expect(method).toHaveText('ArcBlock (ABT)');
  await expect(plan).toHaveText(price);
  // What the server holds, not only what the page kept.
  await page.reload();
  await expect(method).toHaveText('ArcBlock (ABT)', { timeout: 20_000 });
  await expect(plan).toHaveText(price);

  // A declined card: the error, and still the old method.
  await portal.action('Change payment method').click();
  await portal.choosePayment(/Bank card \(USD\)/);
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARD.declined);
  await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByRole('alert')).toContainText('declined');
  await portal.closeDialog(dialog);
  await expect(method).toHaveText('ArcBlock (ABT)');
  await expect(plan).toHaveText(price);

  // A card that works: saved, then it is the method and the price is in its currency. In Chinese.
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('button', { name: '更换支付方式' }).click();
  const zhDialog = page.getByRole('dialog', { name: '更换支付方式' });
  await zhDialog.getByRole('radio', { name: /银行卡（USD）/ }).check();
  await zhDialog.getByRole('button', { name: '继续' }).click();
  await expect(zhDialog.getByTestId('payment-card-keeps')).toHaveText('银行卡保存成功之前，此订阅仍由 ArcBlock (ABT) 支付。');
  await expectNoAxeViolations(page, 'change payment card step zh');
  await page.screenshot({ path: 'test-results/screenshots/portal-change-payment-card-zh-1280-light.png' });
  // Closed again in Chinese: still the wallet.
  await zhDialog.getByRole('button', { name: '关闭' }).first().click();
  await expect(zhDialog).toBeHidden();
  await expect(method).toHaveText('ArcBlock (ABT)');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await portal.action('Change payment method').click();
  await portal.choosePayment(/Bank card \(USD\)/);
  await expect(dialog.getByTestId('payment-card-keeps')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/portal-change-payment-card-en-1280-light.png' });
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARD.success);
  await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByText('Payment method updated')).toBeVisible();
  await portal.closeDialog(dialog);
  await expect(method).toHaveText('Card (USD)');
  await expect(plan).toContainText('USD');
  // The stake stays what it was: 10 ABT, locked.
  await expect(page.getByTestId('subscription-stake')).toHaveText('10 ABT staked');

  // Nothing was paid meanwhile: the chart still equals the paid invoices.
  await page.goto('/customer');
  await expect(invoices).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(invoices.locator('[data-state="paid"]').first()).toBeVisible();
  expect(await paidSum(invoices, 'ABT')).toBe(30);
  await expect(spend.getByTestId('chart-summary')).toContainText('ABT: 30 ABT paid over', { timeout: 15_000 });
});
