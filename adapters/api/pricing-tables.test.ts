// The pricing-table calls against the sandbox: the table decodes, a plan's checkout is a real
// session of that plan in the chosen currency, refusals are clear errors.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../sandbox/testing/harness';
import { retrieveCheckout } from './checkout';
import { getPricingTable, startPricingTableCheckout } from './pricing-tables';

describe('pricing tables', () => {
  const { http } = useSandbox();

  it('reads a table with its plans, prices, products, trial and badge', async () => {
    const table = await getPricingTable(http, 'prctbl_sbx_plans');
    expect(table.name).toBe('Sandbox plans');
    expect(table.currency?.id).toBe('pc_abt');
    const pro = table.items.find((item) => item.price_id === 'price_tbl_pro_month')!;
    expect(pro).toMatchObject({ is_highlight: true, highlight_text: 'popular', subscription_data: { trial_period_days: 14 } });
    expect(pro.product.features?.map((f) => f.name)).toContain('10 projects');
    expect(pro.price.currency_options?.map((o) => o.currency_id)).toEqual(['pc_abt', 'pc_usd']);
  });

  it('reads an empty table', async () => {
    expect((await getPricingTable(http, 'prctbl_sbx_empty')).items).toEqual([]);
  });

  it('an unknown table is a 404', async () => {
    await expect(getPricingTable(http, 'prctbl_nope')).rejects.toMatchObject({ details: { status: 404 } });
  });

  it("starts the plan's checkout in the chosen currency, with the plan's trial", async () => {
    const started = await startPricingTableCheckout(http, 'prctbl_sbx_plans', 'price_tbl_pro_year', 'pc_usd');
    expect(started.url).toBe(`/checkout/pay/${started.id}`);
    const { checkoutSession } = await retrieveCheckout(http, started.id);
    expect(checkoutSession).toMatchObject({ mode: 'subscription', status: 'open', currency_id: 'pc_usd', subscription_data: { trial_period_days: 14 } });
    expect(checkoutSession.line_items.map((line) => line.price_id)).toEqual(['price_tbl_pro_year']);
  });

  it('each choice is a new session', async () => {
    const first = await startPricingTableCheckout(http, 'prctbl_sbx_plans', 'price_tbl_starter_month', 'pc_abt');
    const second = await startPricingTableCheckout(http, 'prctbl_sbx_plans', 'price_tbl_starter_month', 'pc_abt');
    expect(second.id).not.toBe(first.id);
  });

  it('refuses a price the table does not sell and a currency the price is not offered in', async () => {
    await expect(startPricingTableCheckout(http, 'prctbl_sbx_plans', 'price_ebook', 'pc_abt')).rejects.toMatchObject({ details: { status: 400 } });
    await expect(startPricingTableCheckout(http, 'prctbl_sbx_cycles', 'price_tbl_basic_week', 'pc_usd')).rejects.toThrow(
      'Currency pc_usd is not available for price price_tbl_basic_week',
    );
  });
});
