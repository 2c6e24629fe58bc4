import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getDefaultPreset,
  getRandomAmountDecimals,
  getRandomAmountRange,
  getRandomDonationAmount,
  donationCustomAmountStorageKey,
  donationPresetStorageKey,
  validateDonationAmount,
} from './index';

describe('getDefaultPreset (docs/spec/checkout-and-billing.md §9: the middle of the preset list)', () => {
  it.each([
    [['1', '5', '10'], '5'],
    [['1', '5', '10', '20'], '10'],
    [['3'], '3'],
    [['1', '2'], '2'],
    [[], 'custom'],
  ])('%o → %s', (presets, expected) => {
    expect(getDefaultPreset(presets)).toBe(expected);
  });

  it('a remembered choice wins while it is still offered', () => {
    expect(getDefaultPreset(['1', '5', '10'], { remembered: '10' })).toBe('10');
    expect(getDefaultPreset(['1', '5', '10'], { remembered: '10.0' })).toBe('10');
    expect(getDefaultPreset(['1', '5', '10'], { remembered: 'custom' })).toBe('custom');
    expect(getDefaultPreset(['1', '5', '10'], { remembered: 'custom', allowCustom: false })).toBe('5');
    expect(getDefaultPreset(['1', '5', '10'], { remembered: '7' })).toBe('5');
    expect(getDefaultPreset(['1', '5', '10'], { remembered: null })).toBe('5');
    expect(getDefaultPreset([1, 5, 10])).toBe('5');
    // A preset the settings hold that is not a number never matches, and never breaks the lookup.
    expect(getDefaultPreset(['many', '5', '10'], { remembered: '10' })).toBe('10');
  });
});

describe('validateDonationAmount (docs/spec/checkout-and-billing.md §5)', () => {
  it.each([
    ['5', { minimum: '1', maximum: '100' }, null],
    ['1', { minimum: '1', maximum: '100' }, null],
    ['100', { minimum: '1', maximum: '100' }, null],
    ['0.5', { minimum: '1', maximum: '100' }, 'Please enter an amount between 1 and 100.'],
    ['101', { minimum: '1', maximum: '100' }, 'Please enter an amount between 1 and 100.'],
    ['1000000', {}, null],
    // The range is inclusive with minimum 0: 0 is inside it, so the range message never names it;
    // a zero tip is refused by a message of its own.
    ['0', {}, 'A tip of 0 cannot be paid. Please enter an amount above 0.'],
    ['0', { minimum: '0', maximum: '100' }, 'A tip of 0 cannot be paid. Please enter an amount above 0.'],
    ['0', { minimum: '1', maximum: '100' }, 'Please enter an amount between 1 and 100.'],
    ['-3', { maximum: '0' }, 'Please enter an amount between 0 and ∞.'],
    ['-0.01', { maximum: '100' }, 'Please enter an amount between 0 and 100.'],
    ['0.000001', { maximum: '100' }, null],
    ['0.01', { minimum: '0.01', maximum: '100' }, null],
    ['1.1234567', {}, 'Amount decimal places must be less than or equal to 6'],
    ['1.123', { precision: 2 }, 'Amount decimal places must be less than or equal to 2'],
    ['', {}, 'Required'],
    ['abc', {}, 'Please enter a valid number'],
  ] as const)('%s with %o → %s', (amount, limits, message) => {
    const result = validateDonationAmount(amount, limits);
    if (message === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, message });
  });

  it('returns the canonical amount and uses the range key with params', () => {
    expect(validateDonationAmount('05.50')).toEqual({ ok: true, value: '5.5' });
    expect(validateDonationAmount(undefined)).toMatchObject({ key: 'validation.required' });
    expect(validateDonationAmount(null)).toMatchObject({ key: 'validation.required' });
    expect(validateDonationAmount('   ')).toMatchObject({ key: 'validation.required' });
    expect(validateDonationAmount('200', { minimum: 1, maximum: 100 })).toEqual({
      ok: false,
      key: 'validation.donationBetween',
      params: { min: '1', max: '100' },
      message: 'Please enter an amount between 1 and 100.',
    });
  });
});

describe('random donation amount (docs/spec/checkout-and-billing.md §9)', () => {
  it('decimals follow the presets: 0 for whole numbers, else at least 2', () => {
    expect(getRandomAmountDecimals(['1', '5', '10'])).toBe(0);
    expect(getRandomAmountDecimals([])).toBe(0);
    expect(getRandomAmountDecimals(undefined)).toBe(0);
    expect(getRandomAmountDecimals(['1', '2.5'])).toBe(2);
    expect(getRandomAmountDecimals(['0.001', '1'])).toBe(3);
    expect(getRandomAmountDecimals(['1.0'])).toBe(0);
    // Only presets that can be paid count: not a number, 0 and below are left out.
    expect(getRandomAmountDecimals(['5', '-1.555', '0.000', 'many'])).toBe(0);
    const range = getRandomAmountRange({ presets: ['many', '0', '-3'] });
    expect([range.low.toFixed(), range.high.toFixed()]).toEqual(['1', '100']);
  });

  it.each([
    [{ presets: ['1', '5', '10'] }, '10', '50'],
    [{ presets: ['1', '5', '10'], maximum: '20' }, '10', '20'],
    [{ presets: [] }, '1', '100'],
    [{ presets: [], maximum: '30' }, '1', '30'],
    [{ presets: ['10'], maximum: '5' }, '5', '5'],
    [{ presets: ['1'], minimum: '3' }, '3', '5'],
    [{ presets: ['2'], maximum: '0' }, '2', '10'],
  ])('range of %o is %s..%s', (settings, low, high) => {
    const range = getRandomAmountRange(settings);
    expect([range.low.toFixed(), range.high.toFixed()]).toEqual([low, high]);
  });

  it('maps the random source onto the range', () => {
    expect(getRandomDonationAmount(['1', '5', '10'], () => 0)).toBe('10');
    expect(getRandomDonationAmount(['1', '5', '10'], () => 0.5)).toBe('30');
    expect(getRandomDonationAmount(['1', '5', '10'], () => 0.999999)).toBe('50');
    expect(getRandomDonationAmount({ presets: ['1.5', '2.5'] }, () => 0.5)).toBe('7.50');
    expect(getRandomDonationAmount({ presets: [] }, () => 0.25)).toBe('26');
    expect(getRandomDonationAmount({ presets: ['0.01'], maximum: '0.015' }, () => 0.9)).toBe('0.01');
    expect(getRandomDonationAmount(['10'], () => Number.NaN)).toBe('10');
    expect(getRandomDonationAmount(['10'], () => 7)).toBe('50');
  });

  it('stays within its bounds with the presets’ decimals (property)', () => {
    const preset = fc
      .tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 4 }))
      .map(([n, d]) => (d === 0 ? String(n) : (n / 10 ** d).toFixed(d)));
    const settings = fc.record({
      presets: fc.array(preset, { maxLength: 5 }),
      maximum: fc.option(fc.integer({ min: 1, max: 1_000_000 }).map(String), { nil: undefined }),
    });
    fc.assert(
      fc.property(settings, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (s, r) => {
        const amount = getRandomDonationAmount(s, () => r);
        const decimals = getRandomAmountDecimals(s.presets);
        const { low, high } = getRandomAmountRange(s);
        expect(amount.split('.')[1]?.length ?? 0).toBe(decimals);
        expect(Number(amount)).toBeGreaterThanOrEqual(Math.min(low.toNumber(), high.toNumber()) - 10 ** -decimals);
        expect(Number(amount)).toBeLessThanOrEqual(high.toNumber());
        if (s.maximum !== undefined) expect(Number(amount)).toBeLessThanOrEqual(Number(s.maximum));
      }),
    );
  });
});

describe('storage keys (remembered per user)', () => {
  it('builds the real product’s keys', () => {
    expect(donationPresetStorageKey('z1abc')).toBe('payment-donation-preset:z1abc');
    expect(donationPresetStorageKey()).toBe('payment-donation-preset');
    expect(donationCustomAmountStorageKey('z1abc')).toBe('payment-donation-custom-amount:z1abc');
    expect(donationCustomAmountStorageKey(null)).toBe('payment-donation-custom-amount');
  });
});

describe('donation call forms', () => {
  it('takes the remembered preset directly and the maximum after the rng', () => {
    expect(getDefaultPreset(['1', '5', '10'], '1')).toBe('1');
    expect(getDefaultPreset(['1', '5', '10'], null)).toBe('5');
    expect(getRandomDonationAmount(['1', '5', '10'], () => 0.999, '12')).toBe('12');
  });
});

describe('random amount rounding at the bounds', () => {
  it('never rounds past a finer maximum or below a finer minimum', () => {
    expect(getRandomDonationAmount({ presets: ['1'], maximum: '4.7' }, () => 0.99)).toBe('4');
    expect(getRandomDonationAmount({ presets: ['1'], minimum: '1.2' }, () => 0)).toBe('2');
  });
});

describe('validateDonationAmount never contradicts its own message', () => {
  it('an amount refused with "between {min} and {max}" is outside [min, max]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 100_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 1000 }),
        (cents, min, span) => {
          const amount = (cents / 100).toFixed(2);
          const result = validateDonationAmount(amount, { minimum: String(min), maximum: String(min + span + 1) });
          if (!result.ok && result.key === 'validation.donationBetween') {
            const value = Number(amount);
            expect(value < min || value > min + span + 1).toBe(true);
          }
        },
      ),
    );
  });
});
