import { expect, test, type Request } from '@playwright/test';
import { SubscriptionPortal } from '../models/SubscriptionPortal';
import { StandIn } from './stand-in';
import { LIVE_URL } from './stand-in-url';

// The LIVE build on the live stand-in (docs/live.md): the portal's lifecycle over real HTTP, the
// wallet steps through DID Connect, and a second tab's payment reaching the first over the relay.
test.use({ baseURL: LIVE_URL });

test('live portal: cancel and resume, then change plan paid through DID Connect', async ({ page, context }, info) => {
  test.setTimeout(60_000);
  const standIn = await StandIn.open(context, `portal-${info.workerIndex}-${info.retry}`);
  const portal = new SubscriptionPortal(page);

  await page.goto('customer/subscription/sub_sbx_active');
  await expect(portal.status).toBeVisible({ timeout: 20_000 });
  await portal.expectPhase('active');
  await portal.cancel('I no longer use the service', 'Moving to a team plan');
  await portal.expectPhase('cancelScheduled');
  await expect(page.getByTestId('subscription-cancels')).toContainText(/Cancels on \d{4}-\d{2}-\d{2}/);
  await portal.action('Resume subscription').click();
  await portal.dialog('Resume Your Subscription').getByRole('button', { name: 'Resume', exact: true }).click();
  await portal.expectPhase('active');

  await page.goto('customer/subscription/sub_sbx_plans');
  await expect(page.getByTestId('subscription-plan')).toHaveText('10 TBA per month');
  await portal.action('Change plan').click();
  await portal.choosePlan(/5 TBA per week/);
  await portal.payButton.click();
  expect(await standIn.pendingWallet()).toMatchObject({ currencyId: 'pc_tba' });
  await standIn.faucet('pc_tba');
  await standIn.approveWallet();
  await expect(portal.planDialog.getByText('Your plan has been changed')).toBeVisible({ timeout: 15_000 });
  await portal.closeDialog(portal.planDialog);
  await expect(page.getByTestId('subscription-plan')).toHaveText('5 TBA per week');
});

test('live, two tabs: due invoices paid in the second tab refresh the first tab\'s invoice list through the relay socket, without polling', async ({ page, context }, info) => {
  test.setTimeout(60_000);
  const standIn = await StandIn.open(context, `tabs-${info.workerIndex}-${info.retry}`, 'owner');
  standIn.watch(page);
  const invoiceReads: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/api/invoices')) invoiceReads.push(request);
  });

  // Tab 1: the portal home, its invoice history with the past-due invoices.
  await page.goto('customer');
  const history = page.getByRole('table', { name: 'Invoice history' });
  await expect(history).toBeVisible({ timeout: 20_000 });
  const paidRows = history.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Paid', exact: true }) });
  await expect.poll(() => standIn.frames.some((f) => f.event === 'phx_reply' && f.topic.endsWith(':events'))).toBe(true);
  const paidBefore = await paidRows.count();
  // Quiet while the socket is open: no list is polled.
  const readsBefore = invoiceReads.length;
  await page.waitForTimeout(3_000);
  expect(invoiceReads.length).toBe(readsBefore);

  // Tab 2 (same person, same world): the past-due subscription pays its due invoices.
  const second = await context.newPage();
  const portal = new SubscriptionPortal(second);
  await second.goto('customer/subscription/sub_sbx_past_due');
  await portal.expectPhase('pastDue');
  await portal.action('Pay due invoices').click();
  await second.getByRole('dialog').getByRole('button', { name: /Pay Now/ }).first().click();
  await standIn.approveWallet();
  await portal.expectPhase('active');

  // Tab 1 heard invoice.paid on its socket and re-read its list: more paid rows, no reload.
  await expect.poll(() => standIn.events()).toContain('invoice.paid');
  await expect.poll(() => paidRows.count(), { timeout: 10_000 }).toBeGreaterThan(paidBefore);
  expect(invoiceReads.length).toBeGreaterThan(readsBefore);
  expect(standIn.sockets).toHaveLength(1);
  await second.close();
});
