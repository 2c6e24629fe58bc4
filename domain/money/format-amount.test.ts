import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Big, checkDecimalPlaces, decimalPlaces, formatNumber, fromTokenToUnit, toBig, toBigOrZero } from './index';

describe('formatNumber (display precision default 6, docs/spec/checkout-and-billing.md §9)', () => {
  it.each([
    ['1.23456789', undefined, '1.234568'],
    ['1.5000000', undefined, '1.5'],
    ['2', undefined, '2'],
    ['0.0000004', undefined, '0'],
    ['0.0000005', undefined, '0.000001'],
    ['-1.25', 1, '-1.3'],
    ['-0.00000001', undefined, '0'],
    ['123.456', 0, '123'],
    // Whole amounts at precision 0 keep their zeros; only a fraction's trailing zeros go.
    ['100', 0, '100'],
    ['1500.4', 0, '1500'],
    // A negative amount (a refund, a credit) keeps its sign: only minus nothing is 0.
    ['-10', undefined, '-10'],
    ['-0.5', undefined, '-0.5'],
  ])('%s with precision %s is %s', (value, precision, text) => {
    expect(formatNumber(value, precision)).toBe(text);
  });

  it('groups thousands on request and can round down', () => {
    expect(formatNumber('1234567.891', 2, { thousandSeparator: true })).toBe('1,234,567.89');
    expect(formatNumber('999', 2, { thousandSeparator: true })).toBe('999');
    expect(formatNumber('1234000', 0, { thousandSeparator: true })).toBe('1,234,000');
    expect(formatNumber('1.999', 2, { roundingMode: Big.ROUND_DOWN })).toBe('1.99');
  });

  it('shows 0 for missing or malformed values', () => {
    expect(formatNumber(undefined)).toBe('0');
    expect(formatNumber(null)).toBe('0');
    expect(formatNumber('abc')).toBe('0');
  });
});

describe('checkDecimalPlaces (docs/spec/checkout-and-billing.md §5)', () => {
  it('accepts up to the precision (default 6)', () => {
    expect(checkDecimalPlaces('1.123456')).toEqual({ ok: true });
    expect(checkDecimalPlaces('10')).toEqual({ ok: true });
    // A box holding only spaces is empty: whether a value is required is another rule.
    expect(checkDecimalPlaces('   ')).toEqual({ ok: true });
    expect(checkDecimalPlaces(1.5, 2)).toEqual({ ok: true });
    expect(checkDecimalPlaces('')).toEqual({ ok: true });
    expect(checkDecimalPlaces(undefined)).toEqual({ ok: true });
  });

  it('a text that passes converts (fromTokenToUnit): exponents and hex are not a number, whatever their decimals', () => {
    for (const text of ['1e-7', '1e3', '1.1234567e3', '0x10', '1.2.3']) {
      expect(checkDecimalPlaces(text), text).toMatchObject({ ok: false, key: 'validation.number' });
    }
    expect(checkDecimalPlaces(null)).toEqual({ ok: true });
    for (const text of ['0.000001', '.5', '12.', ' 3.25 ', '1.5000000']) {
      expect(checkDecimalPlaces(text), text).toEqual({ ok: true });
      expect(() => fromTokenToUnit(text.trim(), 18), text).not.toThrow();
    }
  });

  it('refuses more with the exact message', () => {
    expect(checkDecimalPlaces('1.1234567')).toEqual({
      ok: false,
      key: 'validation.amountPrecision',
      params: { precision: 6 },
      message: 'Amount decimal places must be less than or equal to 6',
    });
    expect(checkDecimalPlaces('0.123', 2)).toMatchObject({
      message: 'Amount decimal places must be less than or equal to 2',
    });
  });

  it('does not count trailing zeros, like fromTokenToUnit', () => {
    expect(checkDecimalPlaces('1.5000000')).toEqual({ ok: true });
    expect(checkDecimalPlaces('0.0', 0)).toEqual({ ok: true });
    expect(checkDecimalPlaces('1.10', 0).ok).toBe(false);
  });

  it('refuses what is not a number', () => {
    expect(checkDecimalPlaces('1.2.3')).toMatchObject({ ok: false, key: 'validation.number' });
  });

  it('agrees with counting digits, for any precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (digits, precision) => {
        const value = digits === 0 ? '7' : `7.${'3'.repeat(digits)}`;
        expect(checkDecimalPlaces(value, precision).ok).toBe(digits <= precision);
      }),
    );
  });
});

describe('parsing helpers', () => {
  it('toBig reads decimals only', () => {
    expect(toBig(' 1.5 ')?.toFixed()).toBe('1.5');
    expect(toBig('1e3')?.toFixed()).toBe('1000');
    expect(toBig('0x10')).toBeNull();
    expect(toBig('1_000')).toBeNull();
    expect(toBig(Number.NaN)).toBeNull();
    expect(toBig(Infinity)).toBeNull();
    expect(toBigOrZero(undefined).toFixed()).toBe('0');
    expect(decimalPlaces('2.50')).toBe(1);
    expect(decimalPlaces('x')).toBe(0);
  });
});
