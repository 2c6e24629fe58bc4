import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountConversionError, fromTokenToUnit, fromUnitToToken, tryFromTokenToUnit } from './index';
import { significantDecimalPlaces, writtenDecimalPlaces } from './big-number';

describe('fromUnitToToken', () => {
  it.each([
    ['1500000000000000000', 18, '1.5'],
    ['1000000000000000000', 18, '1'],
    ['1', 18, '0.000000000000000001'],
    ['0', 18, '0'],
    ['123456789012345678901234567890', 18, '123456789012.34567890123456789'],
    ['12345', 2, '123.45'],
    ['12300', 2, '123'],
    ['-150', 2, '-1.5'],
    ['7', 0, '7'],
    // past 2^256 − 1: no float, no exponent
    ['115792089237316195423570985008687907853269984665640564039457584007913129639935', 18, '115792089237316195423570985008687907853269984665640564039457.584007913129639935'],
  ])('%s at %i decimals is %s', (unit, decimals, token) => {
    expect(fromUnitToToken(unit, decimals)).toBe(token);
  });

  it('defaults to 18 decimals (docs/spec/checkout-and-billing.md §9)', () => {
    expect(fromUnitToToken('2000000000000000000')).toBe('2');
  });

  it('accepts numbers and rejects garbage', () => {
    expect(fromUnitToToken(250, 2)).toBe('2.5');
    expect(() => fromUnitToToken('abc', 2)).toThrow(/not a number/);
    expect(() => fromUnitToToken('0x10', 2)).toThrow(/not a number/);
    expect(() => fromUnitToToken('1', -1)).toThrow(/invalid decimals/);
    expect(() => fromUnitToToken('1', 1.5)).toThrow(/invalid decimals/);
  });

  it('never answers minus zero', () => {
    expect(fromUnitToToken('-0', 6)).toBe('0');
  });
});

describe('fromTokenToUnit', () => {
  it.each([
    ['1.5', 18, '1500000000000000000'],
    ['0.000000000000000001', 18, '1'],
    ['9007199254740993', 18, '9007199254740993000000000000000000'],
    ['0.0', 18, '0'],
    ['007', 2, '700'],
    ['.5', 2, '50'],
    ['5.', 2, '500'],
    ['-8.8888', 18, '-8888800000000000000'],
    ['1.10', 2, '110'],
  ])('%s at %i decimals is %s', (token, decimals, unit) => {
    expect(fromTokenToUnit(token, decimals)).toBe(unit);
  });

  it('names its error, so a caller can tell a conversion failure from another', () => {
    expect(() => fromTokenToUnit('1.001', 2)).toThrow(expect.objectContaining({ name: 'AmountConversionError' }));
    expect(() => fromTokenToUnit('1.001', 2)).toThrow(AmountConversionError);
  });

  it('counts decimal places as written, spaces and a missing dot included', () => {
    expect(writtenDecimalPlaces('15')).toBe(0);
    expect(writtenDecimalPlaces(' 1.50 ')).toBe(2);
    expect(significantDecimalPlaces(' 1.500 ')).toBe(1);
    expect(significantDecimalPlaces('1.500')).toBe(1);
  });

  it('refuses more decimal places than the currency has, as the platform words it', () => {
    expect(() => fromTokenToUnit('0.01', 0)).toThrow('error converting token 0.01 to unit, too many decimal places');
    expect(() => fromTokenToUnit('1.10', 0)).toThrow('too many decimal places');
    expect(() => fromTokenToUnit('1.005', 2)).toThrow('too many decimal places');
  });

  it('refuses what is not a decimal number', () => {
    for (const bad of ['', 'abc', '1e5', '1,5', '--1', '.', '0x1']) {
      expect(() => fromTokenToUnit(bad, 6)).toThrow(/not a number/);
    }
  });

  it('takes numbers too', () => {
    expect(fromTokenToUnit(1.25, 2)).toBe('125');
    // A pasted amount with spaces around it is still that amount.
    expect(fromTokenToUnit(' 1.5 ', 2)).toBe('150');
    expect(fromTokenToUnit('-0', 2)).toBe('0');
  });

  it('has a result form that never throws', () => {
    expect(tryFromTokenToUnit('1.5', 2)).toEqual({ ok: true, value: '150' });
    expect(tryFromTokenToUnit('1.555', 2)).toEqual({
      ok: false,
      error: 'error converting token 1.555 to unit, too many decimal places',
    });
    expect(tryFromTokenToUnit('1')).toEqual({ ok: true, value: '1000000000000000000' });
  });
});

describe('conversion properties', () => {
  const decimals = fc.integer({ min: 0, max: 18 });
  const unit = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String);

  it('unit → token → unit round-trips at every decimals 0–18', () => {
    fc.assert(
      fc.property(unit, decimals, (u, d) => {
        expect(fromTokenToUnit(fromUnitToToken(u, d), d)).toBe(u === '-0' ? '0' : u);
      }),
    );
  });

  it('token → unit → token round-trips for tokens with at most `decimals` places', () => {
    const token = fc
      .tuple(decimals, fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.boolean())
      .map(([d, n, negative]) => {
        const text = n.toString().padStart(d + 1, '0');
        const whole = d === 0 ? text : `${text.slice(0, -d)}.${text.slice(-d)}`;
        return [d, `${negative && n !== 0n ? '-' : ''}${whole}`] as const;
      });
    fc.assert(
      fc.property(token, ([d, t]) => {
        const back = fromUnitToToken(fromTokenToUnit(t, d), d);
        // equal as numbers; the canonical form has no trailing zeros or leading zeros
        expect(back).toBe(canonical(t));
      }),
    );
  });

  it('the token form never has a trailing dot, trailing fractional zero or exponent', () => {
    fc.assert(
      fc.property(unit, decimals, (u, d) => {
        const token = fromUnitToToken(u, d);
        expect(token).not.toMatch(/\.$|\.\d*0$|e/);
      }),
    );
  });
});

function canonical(token: string): string {
  const negative = token.startsWith('-');
  const [integer = '0', fraction = ''] = token.replace('-', '').split('.');
  const int = integer.replace(/^0+(?=\d)/, '');
  const frac = fraction.replace(/0+$/, '');
  const body = frac ? `${int}.${frac}` : int;
  return negative && body !== '0' ? `-${body}` : body;
}
