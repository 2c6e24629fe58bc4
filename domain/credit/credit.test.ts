import { describe, expect, it } from 'vitest';
import { creditBalances, grantNote, grantSource, grantUsage } from './index';

describe('grantUsage', () => {
  it('is the used part of the amount, rounded down to whole percent', () => {
    expect(grantUsage('50000', '20000')).toEqual({ used: '30000', usedPercent: 60 });
    // 1 of 3 used: 33.3… % shows 33.
    expect(grantUsage('3', '2')).toEqual({ used: '1', usedPercent: 33 });
    // 99.99 % used still shows 99: 100 only once nothing is left.
    expect(grantUsage('10000', '1')).toEqual({ used: '9999', usedPercent: 99 });
    expect(grantUsage('10000', '0')).toEqual({ used: '10000', usedPercent: 100 });
  });

  it('keeps amounts past 2^53 exact', () => {
    expect(grantUsage('100000000000000000000000', '1')).toEqual({ used: '99999999999999999999999', usedPercent: 99 });
  });

  it('counts an unknown or zero amount, and a remaining above the amount, as unused', () => {
    expect(grantUsage(null, '700')).toEqual({ used: '0', usedPercent: 0 });
    expect(grantUsage('0', '0')).toEqual({ used: '0', usedPercent: 0 });
    expect(grantUsage('100', '150')).toEqual({ used: '0', usedPercent: 0 });
  });
});

describe('grantSource', () => {
  it('reads the invoice and subscription from the metadata', () => {
    expect(grantSource({ metadata: { invoice_id: 'in_1', subscription_id: 'sub_1' } })).toEqual({ invoiceId: 'in_1', subscriptionId: 'sub_1' });
    expect(grantSource({ metadata: { subscription_id: 'sub_1' } })).toEqual({ subscriptionId: 'sub_1' });
  });

  it('ignores missing, empty and non-string values', () => {
    expect(grantSource({ metadata: null })).toEqual({});
    expect(grantSource({ metadata: { invoice_id: '', subscription_id: 42 } })).toEqual({});
  });
});

describe('grantNote', () => {
  it('explains every status whose credits cannot be spent, and nothing for a granted one', () => {
    expect(grantNote('granted')).toBeNull();
    expect(['pending', 'expired', 'depleted', 'voided'].map((s) => grantNote(s as 'pending'))).toEqual(['pending', 'expired', 'depleted', 'voided']);
  });
});

describe('creditBalances', () => {
  const cr = { id: 'pc_credit', name: 'Credits', symbol: 'CR', decimal: 2, payment_method_id: 'pm_credit', active: true };
  const tk = { id: 'pc_token', name: 'Tokens', symbol: 'AT', decimal: 0, payment_method_id: 'pm_credit', active: true };
  const grant = (status: 'granted' | 'pending' | 'expired' | 'depleted' | 'voided', remaining: string, currency = cr) => ({ status, remaining_amount: remaining, currency_id: currency.id, paymentCurrency: currency });

  it('sums granted grants as available and pending ones apart, per currency, exactly', () => {
    expect(
      creditBalances([grant('granted', '50000'), grant('granted', '12500'), grant('pending', '20000'), grant('granted', '9007199254740993', tk), grant('granted', '2', tk)]),
    ).toEqual([
      { currency_id: 'pc_token', paymentCurrency: tk, available: '9007199254740995', pending: '0', grant_count: 2 },
      { currency_id: 'pc_credit', paymentCurrency: cr, available: '62500', pending: '20000', grant_count: 2 },
    ]);
  });

  it('counts only active (granted) grants: a pending one adds to the pending amount, not to the active grants', () => {
    expect(creditBalances([grant('granted', '50000'), grant('pending', '20000')])[0]).toMatchObject({ available: '50000', pending: '20000', grant_count: 1 });
  });

  it('counts nothing of expired, depleted or voided grants, and leaves out a currency with nothing else', () => {
    expect(creditBalances([grant('expired', '4000'), grant('depleted', '0'), grant('voided', '5000')])).toEqual([]);
    expect(creditBalances([grant('expired', '4000'), grant('pending', '100')])).toEqual([{ currency_id: 'pc_credit', paymentCurrency: cr, available: '0', pending: '100', grant_count: 0 }]);
  });

  it('finds the currency from the expanded currency when the id is missing, and skips a grant with neither', () => {
    expect(creditBalances([{ status: 'granted', remaining_amount: '7', currency_id: null, paymentCurrency: cr }, { status: 'granted', remaining_amount: '9', currency_id: null, paymentCurrency: null }])).toEqual([
      { currency_id: 'pc_credit', paymentCurrency: cr, available: '7', pending: '0', grant_count: 1 },
    ]);
  });

  it('takes the currency from a later grant when the first one has it only by id', () => {
    const byIdOnly = { ...grant('granted', '3'), paymentCurrency: null };
    expect(creditBalances([byIdOnly, grant('granted', '4')])).toEqual([{ currency_id: 'pc_credit', paymentCurrency: cr, available: '7', pending: '0', grant_count: 2 }]);
    expect(creditBalances([byIdOnly])).toEqual([{ currency_id: 'pc_credit', paymentCurrency: null, available: '3', pending: '0', grant_count: 1 }]);
  });

  it('orders by symbol, and a currency known only by id by that id among the symbols', () => {
    // By symbol AT (pc_token) < CR (pc_credit), then pc_b, known by its id only: the id is its key.
    const byId = { status: 'granted' as const, remaining_amount: '1', currency_id: 'pc_b', paymentCurrency: null };
    const order = (grants: Parameters<typeof creditBalances>[0]) => creditBalances(grants).map((balance) => balance.currency_id);
    expect(order([grant('granted', '1'), byId, grant('granted', '1', tk)])).toEqual(['pc_token', 'pc_credit', 'pc_b']);
    expect(order([byId, grant('granted', '1', tk), grant('granted', '1')])).toEqual(['pc_token', 'pc_credit', 'pc_b']);
  });
});
