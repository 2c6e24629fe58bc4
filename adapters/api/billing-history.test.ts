// Contract test of GET /api/billing-history (the portal home's charts, issue #14 item 6): the
// credit ledger ends at the balance the summary shows; paid invoices only; roles; faults.
import { describe, expect, it } from 'vitest';
import { balanceSeries, spendPerMonth } from '@domain/billing-history';
import { Big } from '@domain/money';
import { useSandbox } from '../sandbox/testing/harness';
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

  it('spend is the paid invoices of the caller, summed per month by the domain to their total', async () => {
    as('ledger');
    const history = await getBillingHistory(http);
    const data = sandbox.controls.data();
    const customerId = Object.values(data.customers).find((c) => c.did === sandbox.controls.currentIdentity().user?.did)!.id;
    const paid = Object.values(data.invoices).filter((i) => i.customer_id === customerId && i.status === 'paid' && new Big(i.amount_paid ?? i.total).isGreaterThan(0));
    expect(history.spend).toHaveLength(paid.length);
    for (const id of new Set(paid.map((i) => i.currency_id!))) {
      const total = spendPerMonth(history.spend, id).reduce((sum, m) => sum.plus(m.total), new Big(0));
      expect(total.toFixed(0)).toBe(paid.filter((i) => i.currency_id === id).reduce((sum, i) => sum.plus(i.amount_paid ?? i.total), new Big(0)).toFixed(0));
    }
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
