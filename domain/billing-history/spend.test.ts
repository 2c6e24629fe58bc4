import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BILLING_REASONS } from '../display';
import { Big } from '../money';
import { inInvoiceHistory, isStakeMovement, spendPerMonth, spendSummary, spentPayments } from './index';

const ABT = 'pc_abt';
const TEN = '10000000000000000000';
const T0 = Date.UTC(2026, 9, 30, 12) / 1000;
const invoice = (billing_reason: string, extra: Record<string, unknown> = {}) => ({
  billing_reason: billing_reason as 'manual',
  total: TEN,
  status: 'paid' as const,
  currency_id: ABT,
  created_at: T0,
  ...extra,
});

describe('a stake is locked, not spent: one rule for the invoice history and the spend chart', () => {
  it('names the stake movements: locking, drawing on and returning a stake', () => {
    expect([...BILLING_REASONS].filter(isStakeMovement).sort()).toEqual(['return_stake', 'slash_stake', 'stake', 'stake_overdraft_protection']);
    expect(isStakeMovement('subscription_cycle')).toBe(false);
    expect(isStakeMovement(null)).toBe(false);
  });

  it('the invoice history leaves stake movements and (when asked) zero invoices out', () => {
    expect(inInvoiceHistory(invoice('subscription_create'))).toBe(true);
    expect(inInvoiceHistory(invoice('stake'))).toBe(false);
    expect(inInvoiceHistory(invoice('stake'), { includeStaking: true })).toBe(true);
    expect(inInvoiceHistory(invoice('return_stake'), { includeStaking: true })).toBe(false);
    expect(inInvoiceHistory(invoice('return_stake'), { includeReturnStaking: true })).toBe(true);
    expect(inInvoiceHistory(invoice('manual', { total: '0' }))).toBe(true);
    expect(inInvoiceHistory(invoice('manual', { total: '0' }), { ignoreZero: true })).toBe(false);
  });

  it('spend is the paid invoices of the history: 30 ABT beside a 10 ABT stake, not 40', () => {
    const invoices = [
      invoice('subscription_create'),
      invoice('subscription_cycle'),
      invoice('stake'),
      invoice('manual', { total: '5000000000000000000', amount_paid: '5000000000000000000' }),
      invoice('manual', { total: '5000000000000000000', created_at: new Date((T0 + 86_400) * 1000).toISOString() }),
      invoice('subscription_cycle', { status: 'open' }),
      invoice('manual', { total: '0' }),
      invoice('manual', { currency_id: null }),
    ];
    const spend = spentPayments(invoices);
    expect(spend).toHaveLength(4);
    expect(spend[3]).toEqual({ currency_id: ABT, at: T0 + 86_400, amount: '5000000000000000000' });
    expect(spendSummary(spendPerMonth(spend, ABT))?.total).toBe('30000000000000000000');
    // A date the invoice does not give, or cannot be read, counts at the epoch rather than being lost.
    expect(spentPayments([invoice('manual', { created_at: undefined }), invoice('manual', { created_at: 'not a date' })]).map((p) => p.at)).toEqual([0, 0]);
    // The API sends unix seconds for some invoices: they are taken as they are.
    expect(spentPayments([invoice('manual', { created_at: T0 + 60 })]).map((p) => p.at)).toEqual([T0 + 60]);
  });

  it('the chart total always equals the sum of the paid invoices the history lists, whatever the mix', () => {
    const anyInvoice = fc.record({
      billing_reason: fc.constantFrom(...BILLING_REASONS),
      status: fc.constantFrom('draft', 'open', 'paid', 'void', 'uncollectible' as const),
      total: fc.bigInt({ min: 0n, max: 10n ** 24n }).map(String),
      at: fc.integer({ min: 0, max: 4_000_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(anyInvoice, { maxLength: 30 }), (rows) => {
        const invoices = rows.map((r) => ({ billing_reason: r.billing_reason, status: r.status, total: r.total, currency_id: ABT, created_at: r.at }));
        const listed = invoices.filter((i) => i.status === 'paid' && inInvoiceHistory(i, { ignoreZero: true }));
        const expected = listed.reduce((sum, i) => sum.plus(i.total), new Big(0));
        const chart = spendSummary(spendPerMonth(spentPayments(invoices), ABT))?.total ?? '0';
        expect(chart).toBe(expected.toFixed(0));
        expect(listed.some((i) => isStakeMovement(i.billing_reason))).toBe(false);
      }),
    );
  });
});
