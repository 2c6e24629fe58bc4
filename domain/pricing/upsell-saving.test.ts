import { describe, expect, it } from 'vitest';
import { formatUpsellLabels, formatUpsellSaving, getUpsellSavingPercent } from './index';
import { line, oneTime, recurring } from './fixtures.test-helpers';

const monthly = (amount: string, upsellTo?: ReturnType<typeof recurring>) =>
  recurring(amount, 'month', upsellTo ? { upsell: { upsells_to: upsellTo } } : {});

describe('formatUpsellSaving (docs/reference/payment-react.md §3.5 formula, docs/spec/checkout-and-billing.md §9: rounded to a whole percent)', () => {
  it.each([
    // factor = floor(365 / 30) = 12; before = 10 × 12 = 120; (120 − 100) × 100 / 120 = 16.67 → 17
    ['1000', recurring('10000', 'year'), '17'],
    // 12 × 12 = 144; (144 − 120) × 100 / 144 = 16.67 → 17
    ['1200', recurring('12000', 'year'), '17'],
    // 10 × 12 = 120; (120 − 110) × 100 / 120 = 8.33 → 8 (half up, not always up)
    ['1000', recurring('11000', 'year'), '8'],
    // 10 × 12 = 120; (120 − 117) × 100 / 120 = 2.5 → 3 (a half rounds up)
    ['1000', recurring('11700', 'year'), '3'],
    // 10 × 12 = 120; (120 − 60) × 100 / 120 = 50
    ['1000', recurring('6000', 'year'), '50'],
    // 3 months for 25 instead of 3 × 10: (30 − 25) × 100 / 30 = 16.67 → 17
    ['1000', recurring('2500', 'month', { interval_count: 3 }), '17'],
    // no saving or a dearer plan: 0
    ['1000', recurring('12000', 'year'), '0'],
    ['1000', recurring('15000', 'year'), '0'],
  ])('monthly %s → %o saves %s%%', (from, to, pct) => {
    expect(formatUpsellSaving([line(monthly(from, to))], 'usd')).toBe(pct);
  });

  it('is 0 without an offer: several lines, already upsold, no target', () => {
    const offer = monthly('1000', recurring('10000', 'year'));
    expect(formatUpsellSaving([line(offer), line(offer)], 'usd')).toBe('0');
    expect(formatUpsellSaving([line(offer, 1, { upsell_price: recurring('10000', 'year') })], 'usd')).toBe('0');
    expect(formatUpsellSaving([line(monthly('1000'))], 'usd')).toBe('0');
    expect(formatUpsellSaving([], 'usd')).toBe('0');
  });

  it('is 0 for non-recurring or free prices', () => {
    expect(getUpsellSavingPercent(oneTime('100'), recurring('1000', 'year'), 'usd')).toBe('0');
    expect(getUpsellSavingPercent(recurring('0'), recurring('1000', 'year'), 'usd')).toBe('0');
    // a shorter target cycle: factor 0
    expect(getUpsellSavingPercent(recurring('1000', 'year'), recurring('100', 'month'), 'usd')).toBe('0');
  });

  it('throws on an unsupported interval', () => {
    expect(() => getUpsellSavingPercent(recurring('1', 'quarter'), recurring('1', 'year'), 'usd')).toThrow(
      'Unsupported recurring interval',
    );
  });

  it('words the switch', () => {
    const labels = formatUpsellLabels(recurring('1000'), recurring('10000', 'year'), '16');
    expect(labels?.save.text).toBe('Save with yearly billing');
    expect(labels?.off.text).toBe('16% off');
    expect(labels?.switchBack.text).toBe('Switch to monthly billing');
    expect(formatUpsellLabels(oneTime('1'), recurring('1'), '0')).toBeNull();
  });
});
