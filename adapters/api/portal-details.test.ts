// Contract tests of what the portal's detail pages read: an invoice with its lines (designed:
// they add up to the total), the refunds of one invoice, a credit grant with its 403/404 answers,
// and faults on each.
import { describe, expect, it } from 'vitest';
import { Big } from '@domain/money';
import { useSandbox } from '../sandbox/testing/harness';
import { getCreditGrant, getInvoice } from './billing';
import { listRefunds } from './billing-tables';
import { getCreditSummary } from './credits';
import { creditBalances } from '@domain/credit';

describe('portal detail endpoints against the sandbox', () => {
  const { http, sandbox, as } = useSandbox();

  it('every invoice comes with lines that add up to its total; subscription and checkout lines name the plan', async () => {
    as('owner');
    const ids = Object.keys(sandbox.controls.data().invoices);
    expect(ids.length).toBeGreaterThan(100);
    let named = 0;
    for (const id of ids) {
      const invoice = await getInvoice(http, id);
      const lines = invoice.lines ?? [];
      expect(lines.length, id).toBeGreaterThan(0);
      expect(lines.reduce((sum, line) => sum.plus(line.amount), new Big(0)).toFixed(0), id).toBe(new Big(invoice.total).toFixed(0));
      if (lines.some((line) => line.price_id)) named += 1;
    }
    // Rebuilt from the subscription's items or the checkout session where they match the total.
    expect(named).toBeGreaterThan(0);
  });

  it("GET /api/refunds?invoice_id lists that invoice's refunds only", async () => {
    as('ledger');
    const page = await listRefunds(http, { invoice_id: 'in_sbx_ledger_092', pageSize: 100 });
    expect(page.list.length).toBeGreaterThan(0);
    expect(new Set(page.list.map((r) => r.invoice_id))).toEqual(new Set(['in_sbx_ledger_092']));
    const all = await listRefunds(http, { pageSize: 100 });
    expect(all.list.length).toBeGreaterThan(page.list.length);
  });

  it("GET /api/credit-grants/{id}: the owner's customer reads it, another customer gets 403, an unknown id 404", async () => {
    as('ledger');
    await expect(getCreditGrant(http, 'cg_sbx_ledger_01')).resolves.toMatchObject({ id: 'cg_sbx_ledger_01', status: 'granted' });
    as('customer');
    await expect(getCreditGrant(http, 'cg_sbx_ledger_01')).rejects.toMatchObject({ kind: 'http', details: { status: 403 } });
    await expect(getCreditGrant(http, 'cg_nope')).rejects.toMatchObject({ kind: 'http', details: { status: 404 } });
    await expect(getInvoice(http, 'in_sbx_ledger_004')).rejects.toMatchObject({ kind: 'http', details: { status: 403 } });
    as('admin');
    await expect(getCreditGrant(http, 'cg_sbx_ledger_01')).resolves.toMatchObject({ id: 'cg_sbx_ledger_01' });
  });

  it('faults apply to the grant, the invoice and the refunds', async () => {
    as('ledger');
    sandbox.controls.faults.set('creditGrants.get', { kind: 'error500', times: 1 });
    sandbox.controls.faults.set('invoices.get', { kind: 'error500', times: 1 });
    sandbox.controls.faults.set('refunds.list', { kind: 'error500', times: 1 });
    await expect(getCreditGrant(http, 'cg_sbx_ledger_01')).rejects.toMatchObject({ details: { status: 500 } });
    await expect(getInvoice(http, 'in_sbx_ledger_004')).rejects.toMatchObject({ details: { status: 500 } });
    await expect(listRefunds(http, { invoice_id: 'in_sbx_ledger_004' })).rejects.toMatchObject({ details: { status: 500 } });
    await expect(getCreditGrant(http, 'cg_sbx_ledger_01')).resolves.toMatchObject({ id: 'cg_sbx_ledger_01' });
  });
});

describe('GET /api/credit-grants/summary', () => {
  const { http, sandbox, as } = useSandbox();

  it('is the domain balance over every grant of the customer (more than one page), per currency', async () => {
    as('ledger');
    const summary = await getCreditSummary(http);
    const grants = Object.values(sandbox.controls.data().creditGrants);
    const ledgerCustomer = grants.find((g) => g.id === 'cg_sbx_ledger_01')!.customer_id;
    expect(summary.list).toEqual(creditBalances(grants.filter((g) => g.customer_id === ledgerCustomer)));
    const credits = summary.list.find((b) => b.currency_id === 'pc_credit')!;
    // 25 grants: 5 granted and 5 pending among them; only the granted ones are active.
    expect(credits.grant_count).toBe(5);
    expect(new Big(credits.available).isGreaterThan(0)).toBe(true);
  });

  it("is refused for another customer's id, allowed to an admin, and faults apply", async () => {
    as('ledger');
    const ledgerCustomer = Object.values(sandbox.controls.data().creditGrants).find((g) => g.id === 'cg_sbx_ledger_01')!.customer_id!;
    as('customer');
    await expect(getCreditSummary(http, ledgerCustomer)).rejects.toMatchObject({ details: { status: 403 } });
    as('admin');
    await expect(getCreditSummary(http, ledgerCustomer)).resolves.toMatchObject({ list: [expect.objectContaining({ currency_id: 'pc_credit' })] });
    sandbox.controls.faults.set('creditGrants.summary', { kind: 'error500', times: 1 });
    await expect(getCreditSummary(http, ledgerCustomer)).rejects.toMatchObject({ details: { status: 500 } });
  });
});
