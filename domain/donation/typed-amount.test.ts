import { describe, expect, it } from 'vitest';
import { validateTypedAmount } from './index';

const limits = { minimum: '1', maximum: '50', precision: 6 };

describe('validateTypedAmount (the field refuses what it cannot read, and says so)', () => {
  it.each(['1,000.5', '1e3', '+5', '-5', '12 000', '1.2.3', '0x10', 'abc', '١٢', '1.000.5', 'Infinity', '5 ABT'])(
    '%s is refused as unreadable, never reinterpreted',
    (text) => {
      expect(validateTypedAmount(text, limits)).toMatchObject({ ok: false, key: 'validation.amountFormat' });
    },
  );

  it.each([
    ['12.5', '12.5'],
    [' 12.50 ', '12.5'],
    ['.5', null],
    ['.55', null],
    ['3.', '3'],
    ['50', '50'],
    ['1', '1'],
  ])('%s reads as %s', (text, value) => {
    const result = validateTypedAmount(text, limits);
    if (value === null) expect(result).toMatchObject({ ok: false, key: 'validation.donationBetween' });
    else expect(result).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'validation.required'],
    ['0', 'validation.donationBetween'],
    ['50.000001', 'validation.donationBetween'],
    ['1.' + '1'.repeat(30), 'validation.amountPrecision'],
  ])('%s fails with %s', (text, key) => {
    expect(validateTypedAmount(text, limits)).toMatchObject({ ok: false, key });
  });
});
