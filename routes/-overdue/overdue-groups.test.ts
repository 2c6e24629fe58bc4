import { describe, expect, it } from 'vitest';
import type { OverdueCurrencyRow, OverdueDialogView } from '@machines/overdue-dialog/overdue-dialog.view';
import { makeInvoice } from '@test/fixtures/billing';
import { overdueGroups } from './overdue-groups';

const row = (overrides: Partial<OverdueCurrencyRow> = {}): OverdueCurrencyRow => ({
  currencyId: 'pc_abt',
  amount: '12.5',
  symbol: 'ABT',
  methodName: 'ArcBlock',
  status: 'idle',
  payable: true,
  invoiceId: null,
  ...overrides,
});

const view = (rows: OverdueCurrencyRow[], status: OverdueDialogView['status'] = 'ready'): OverdueDialogView => ({
  status,
  errorText: null,
  canRetry: false,
  invoiceCount: rows.length,
  subscriptionName: null,
  rows,
  stale: false,
});

const invoiceHref = (id: string) => `/customer/invoice/${id}`;

describe('overdueGroups: the machine rows as the billing views want them', () => {
  it('a payable wallet currency is neither notSupported nor disabled', () => {
    const [group] = overdueGroups({ view: view([row()]), cardCurrencyIds: new Set(), invoiceHref });
    expect(group).toMatchObject({ currencyId: 'pc_abt', amount: '12.5', symbol: 'ABT', status: 'idle', notSupported: false, disabled: false });
    expect(group?.invoiceHref).toBeUndefined();
  });

  it('a card currency (from the settings) is notSupported, not disabled, and links to its invoice', () => {
    const groups = overdueGroups({
      view: view([row({ currencyId: 'pc_usd', symbol: 'USD', payable: false, invoiceId: 'in_card' })]),
      cardCurrencyIds: new Set(['pc_usd']),
      invoiceHref,
    });
    expect(groups[0]).toMatchObject({ notSupported: true, disabled: false, invoiceHref: '/customer/invoice/in_card' });
  });

  it('the machine card flag stands in while the settings load', () => {
    const [group] = overdueGroups({ view: view([row({ payable: false, invoiceId: 'in_card' })]), cardCurrencyIds: new Set(), invoiceHref });
    expect(group?.notSupported).toBe(true);
  });

  it('waits (disabled) while another currency pays; the paying one is not disabled', () => {
    const groups = overdueGroups({
      view: view([row({ status: 'paying', payable: false }), row({ currencyId: 'pc_tba', symbol: 'TBA', payable: false })]),
      cardCurrencyIds: new Set(),
      invoiceHref,
    });
    expect(groups.map((g) => [g.status, g.disabled])).toEqual([
      ['paying', false],
      ['idle', true],
    ]);
  });

  it('hands each group its own invoices', () => {
    const invoices = [makeInvoice({ id: 'in_1', currency_id: 'pc_abt' }), makeInvoice({ id: 'in_2', currency_id: 'pc_usd' })];
    const groups = overdueGroups({ view: view([row(), row({ currencyId: 'pc_usd', invoiceId: 'in_2', payable: false })]), cardCurrencyIds: new Set(['pc_usd']), invoices, invoiceHref });
    expect(groups.map((g) => g.invoices?.map((i) => i.id))).toEqual([['in_1'], ['in_2']]);
  });

  it('nothing to show once everything is paid', () => {
    expect(overdueGroups({ view: view([row({ status: 'success', payable: false })], 'allPaid'), cardCurrencyIds: new Set(), invoiceHref })).toEqual([]);
  });
});
