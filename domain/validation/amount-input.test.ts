import { describe, expect, it } from 'vitest';
import { checkAmountInput, invalid } from './index';

const bounds = { precision: 2, max: '1000' };

describe('checkAmountInput (an amount typed by a person)', () => {
  it('answers the canonical text of a plain decimal', () => {
    expect(checkAmountInput(' 010.50 ', bounds)).toEqual({ ok: true, value: '10.5' });
    expect(checkAmountInput('1000', bounds)).toEqual({ ok: true, value: '1000' });
  });

  it('refuses empty text and non-numbers as not a number', () => {
    expect(checkAmountInput('', bounds)).toMatchObject({ ok: false, key: 'validation.number' });
    expect(checkAmountInput('   ', bounds)).toMatchObject({ ok: false, key: 'validation.number' });
    expect(checkAmountInput('ten', bounds)).toMatchObject({ ok: false, key: 'validation.number' });
  });

  it('refuses exponents and signs rather than reinterpreting them', () => {
    expect(checkAmountInput('1e2', bounds)).toMatchObject({ ok: false, key: 'validation.amountFormat' });
    expect(checkAmountInput('+5', bounds)).toMatchObject({ ok: false, key: 'validation.amountFormat' });
  });

  it('does not count trailing zeros as decimals', () => {
    expect(checkAmountInput('10.500', { precision: 1, max: '1000' })).toEqual({ ok: true, value: '10.5' });
    expect(checkAmountInput('10.00', { precision: 0, max: '1000' })).toEqual({ ok: true, value: '10' });
    expect(checkAmountInput('10.05', { precision: 1, max: '1000' })).toMatchObject({
      ok: false,
      key: 'validation.amountPrecision',
      params: { precision: 1 },
    });
  });

  it('refuses more than the maximum, and 0 when the amount must be positive', () => {
    expect(checkAmountInput('1000.01', bounds)).toMatchObject({ ok: false, key: 'validation.amountMax' });
    const positive = invalid('validation.thresholdMin');
    expect(checkAmountInput('0', { ...bounds, positive })).toBe(positive);
    expect(checkAmountInput('0', bounds)).toEqual({ ok: true, value: '0' });
  });
});
