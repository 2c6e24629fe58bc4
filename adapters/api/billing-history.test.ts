// Contract test of GET /api/billing-history (the portal home's charts, docs/portal.md): the
// credit ledger ends at the balance the summary shows; paid invoices only; roles; faults.
import { describe, expect, it } from 'vitest';
import { balanceSeries, spendPerMonth, spendSummary } from '@domain/billing-history';
import { Big } from '@domain/money';
import { useSandbox } from '../sandbox/testing/harness';
import { listInvoices } from './billing';
import { getBillingHistory } from './billing-history';
import { getCreditSummary } from './credits';

describe('GET /api/billing-history against the sandbox', () => {
  const { http, sandbox, as } = useSandbox();

  it.each(['customer', 'ledger'] as const)("%s: the credit ledger ends at the summary's available balance and never goes below 0 (expired rests lapse; pending and voided grants do not count)", async (identity) => {
    as(identity);
    const history = await getBillingHistory(http);
    const summary = await getCreditSummary(http);
    expect(summary.list.length).toBeGreaterThan(0);
    for (const balance of summary.list) {
      const series = balanceSeries(history.credit, balance.currency_id);
      expect(series.at(-1)?.balance, balance.currency_id).toBe(balance.available);
      for (const point of series) expect(new Big(point.balance).isNegative(), point.day).toBe(false);
    }
    expect(history.currencies.map((c) => c.id)).toEqual(expect.arrayContaining(summary.list.map((b) => b.currency_id)));
  });

  it.each(['customer', 'ledger'] as const)('%s: spend is the paid invoices the invoice history lists (never a stake), summed per month to their total', async (identity) => {
    as(identity);
    const history = await getBillingHistory(http);
    // The invoice history as the portal home asks for it: no stake movements, no zero invoices.
    const paid = (await listInvoices(http, { status: 'paid', ignore_zero: true, pageSize: 200 })).list;
    expect(paid.length).toBeGreaterThan(0);
    expect(history.spend).toHaveLength(paid.length);
    const ids = new Set(paid.map((i) => i.currency_id!));
    expect(new Set(history.spend.map((p) => p.currency_id))).toEqual(ids);
    for (const id of ids) {
      const chart = spendSummary(spendPerMonth(history.spend, id))?.total;
      expect(chart, id).toBe(paid.filter((i) => i.currency_id === id).reduce((sum, i) => sum.plus(i.amount_paid ?? i.total), new Big(0)).toFixed(0));
    }
  });

  it("the customer's 10 ABT stake is not spend: the chart's ABT total is the 30 ABT of paid invoices (40 with it)", async () => {
    as('customer');
    const history = await getBillingHistory(http);
    expect(spendSummary(spendPerMonth(history.spend, 'pc_abt'))?.total).toBe('30000000000000000000');
    const stakes = await listInvoices(http, { status: 'paid', include_staking: true, pageSize: 200 });
    expect(stakes.list.some((i) => i.billing_reason === 'stake')).toBe(true);
  });

  it("a guest is refused, a customer may not read another customer's, faults apply", async () => {
    as('guest');
    await expect(getBillingHistory(http)).rejects.toMatchObject({ kind: 'http', details: { status: 401 } });
    as('customer');
    await expect(getBillingHistory(http, 'cus_someone_else')).rejects.toMatchObject({ kind: 'http' });
    sandbox.controls.faults.set('billingHistory.get', { kind: 'error500', times: 1 });
    await expect(getBillingHistory(http)).rejects.toMatchObject({ kind: 'http', details: { status: 500 } });
    await expect(getBillingHistory(http)).resolves.toMatchObject({ spend: expect.any(Array) });
  });
});
