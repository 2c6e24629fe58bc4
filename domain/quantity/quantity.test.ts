import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  getQuantityControls,
  getQuantityRange,
  isRangeEmpty,
  readQuantityInput,
  validateQuantity,
  checkLineQuantity,
  remainingStock,
  type QuantityItemLike,
} from './index';

const item = (
  adjustable: { minimum?: number; maximum?: number } | null,
  inventory: { quantity_available?: number; quantity_limit_per_checkout?: number; quantity_sold?: number } = {},
): QuantityItemLike => ({ price: inventory, adjustable_quantity: adjustable && { enabled: true, ...adjustable } });

describe('getQuantityRange (docs/spec/checkout-and-billing.md §5)', () => {
  it.each([
    ['no limits at all', item(null), 1, Infinity],
    ['minimum 0 still starts at 1', item({ minimum: 0, maximum: 10 }), 1, 10],
    ['minimum 3, maximum 10', item({ minimum: 3, maximum: 10 }), 3, 10],
    ['per-checkout limit below the maximum', item({ maximum: 10 }, { quantity_limit_per_checkout: 5 }), 1, 5],
    ['available below the limit', item({ maximum: 10 }, { quantity_limit_per_checkout: 5, quantity_available: 3 }), 1, 3],
    ['maximum below both', item({ maximum: 2 }, { quantity_limit_per_checkout: 5, quantity_available: 3 }), 1, 2],
    ['0 means unlimited', item({ maximum: 0 }, { quantity_limit_per_checkout: 0, quantity_available: 7 }), 1, 7],
    // "available" is quantity_available − quantity_sold, the stock that remains.
    ['3 of 5 sold leaves 2 (the quantity-inventory scenario)', item({ maximum: 10 }, { quantity_available: 5, quantity_sold: 3, quantity_limit_per_checkout: 3 }), 1, 2],
    ['sold out leaves an empty range', item({ maximum: 10 }, { quantity_available: 5, quantity_sold: 5 }), 1, 0],
    ['oversold counts as sold out', item(null, { quantity_available: 5, quantity_sold: 9 }), 1, 0],
  ])('%s', (_name, line, min, max) => {
    expect(getQuantityRange(line)).toEqual({ min, max });
  });

  it('uses the upsell price inventory once upsold', () => {
    expect(
      getQuantityRange({ price: { quantity_available: 10 }, upsell_price: { quantity_available: 2 } }),
    ).toEqual({ min: 1, max: 2 });
  });

  it('reports an empty range when the bounds cross', () => {
    const range = getQuantityRange(item({ minimum: 5 }, { quantity_available: 3 }));
    expect(isRangeEmpty(range)).toBe(true);
    expect(clampQuantity(4, range)).toBe(5);
    expect(clampQuantity(Infinity, range)).toBe(5);
  });
});

describe('validateQuantity (docs/spec/checkout-and-billing.md §5 exact conditions)', () => {
  it.each([
    [{ quantity_available: 10, quantity_sold: 8 }, 3, 'Exceed inventory'],
    [{ quantity_available: 10, quantity_sold: 8 }, 2, null],
    [{ quantity_available: 0, quantity_sold: 8 }, 100, null],
    [{ quantity_limit_per_checkout: 2 }, 3, 'Exceed purchase limit'],
    [{ quantity_limit_per_checkout: 2 }, 2, null],
    [{ quantity_limit_per_checkout: 0 }, 50, null],
    [{ quantity_available: 5, quantity_limit_per_checkout: 2 }, 6, 'Exceed inventory'],
  ])('%o with %i → %s', (price, quantity, message) => {
    const result = validateQuantity(price, quantity);
    if (message === null) expect(result).toEqual({ ok: true, value: quantity });
    else expect(result).toMatchObject({ ok: false, message });
  });

  it('accepts a checkout line and uses its upsell price', () => {
    expect(validateQuantity({ price: {}, upsell_price: { quantity_limit_per_checkout: 1 } }, 2)).toMatchObject({
      key: 'validation.exceedPurchaseLimit',
    });
    expect(validateQuantity({ price: { quantity_available: 1 } }, 1).ok).toBe(true);
  });

  it('refuses zero, fractions and nonsense', () => {
    for (const q of [0, -1, 1.5, Number.NaN]) expect(validateQuantity({}, q)).toMatchObject({ ok: false, key: 'validation.quantityRange' });
    expect(validateQuantity({}, 0)).toEqual({ ok: false, key: 'validation.quantityRange', params: { min: 1, max: '∞' }, message: 'Enter a whole number between 1 and ∞' });
  });

  it('counts a missing or unreadable quantity_sold as none sold', () => {
    expect(validateQuantity({ quantity_available: 5 }, 6)).toMatchObject({ ok: false, key: 'validation.exceedInventory' });
    expect(validateQuantity({ quantity_available: 5, quantity_sold: Number.NaN }, 6)).toMatchObject({ ok: false, key: 'validation.exceedInventory' });
    expect(validateQuantity({ quantity_available: 5, quantity_sold: Number.NaN }, 5)).toEqual({ ok: true, value: 5 });
  });

  it('checkLineQuantity: the range includes its bounds; with no max it reads "∞"', () => {
    expect(checkLineQuantity({}, { min: 2, max: 5 }, 2)).toEqual({ ok: true, value: 2 });
    expect(checkLineQuantity({}, { min: 2, max: 5 }, 5)).toEqual({ ok: true, value: 5 });
    expect(checkLineQuantity({}, { min: 3, max: Infinity }, 2)).toEqual({
      ok: false,
      key: 'validation.quantityRange',
      params: { min: 3, max: '∞' },
      message: 'Enter a whole number between 3 and ∞',
    });
  });
});

describe('quantity input and controls', () => {
  const range = { min: 1, max: 5 };

  it('empty input disables payment; out-of-range or non-numbers are ignored', () => {
    expect(readQuantityInput('', range)).toEqual({ status: 'empty', payable: false });
    expect(readQuantityInput('  ', range)).toEqual({ status: 'empty', payable: false });
    expect(readQuantityInput('3', range)).toEqual({ status: 'accepted', quantity: 3, payable: true });
    // A number over (or under) the bound stays in the box, not payable, so the field can say why.
    expect(readQuantityInput('6', range)).toEqual({ status: 'outOfRange', quantity: 6, payable: false });
    expect(readQuantityInput('0', range)).toEqual({ status: 'outOfRange', quantity: 0, payable: false });
    expect(readQuantityInput('2.5', range)).toEqual({ status: 'ignored' });
    expect(readQuantityInput('abc', range)).toEqual({ status: 'ignored' });
    // Only digits are a quantity: no sign, exponent or hex that Number() would read.
    for (const text of ['-3', '+3', '1e1', '0x3', '3a', 'a3']) expect(readQuantityInput(text, { min: 1, max: 100 })).toEqual({ status: 'ignored' });
    expect(readQuantityInput(' 12 ', { min: 1, max: 100 })).toEqual({ status: 'accepted', quantity: 12, payable: true });
    // The bounds themselves are allowed.
    expect(readQuantityInput('1', range)).toEqual({ status: 'accepted', quantity: 1, payable: true });
    expect(readQuantityInput('5', range)).toEqual({ status: 'accepted', quantity: 5, payable: true });
    // Digits past a safe integer are no quantity, even with no maximum.
    expect(readQuantityInput('99999999999999999999', { min: 1, max: Infinity })).toEqual({ status: 'ignored' });
  });

  it('disables plus and minus at the bounds', () => {
    expect(getQuantityControls(1, range)).toEqual({ canDecrement: false, canIncrement: true });
    expect(getQuantityControls(3, range)).toEqual({ canDecrement: true, canIncrement: true });
    expect(getQuantityControls(5, range)).toEqual({ canDecrement: true, canIncrement: false });
    expect(getQuantityControls(9, { min: 1, max: Infinity }).canIncrement).toBe(true);
  });

  it('clamps +Infinity to a finite max and, with no max, to the min (fast-check found it)', () => {
    expect(clampQuantity(Infinity, { min: 2, max: 9 })).toBe(9);
    expect(clampQuantity(Infinity, { min: 2, max: Infinity })).toBe(2);
    expect(clampQuantity(Number.NaN, { min: 2, max: Infinity })).toBe(2);
    expect(clampQuantity(Number.NaN, { min: 2, max: 9 })).toBe(2);
    expect(clampQuantity(-Infinity, { min: 2, max: 9 })).toBe(2);
  });

  it('clamps to the nearest allowed quantity, rounding down first', () => {
    expect(clampQuantity(3.7, { min: 1, max: 5 })).toBe(3);
    expect(clampQuantity(9, { min: 1, max: 5 })).toBe(5);
    expect(clampQuantity(0, { min: 1, max: 5 })).toBe(1);
    // A range of one quantity is not empty.
    expect(isRangeEmpty({ min: 3, max: 3 })).toBe(false);
    expect(clampQuantity(7, { min: 3, max: 3 })).toBe(3);
  });

  it('clamps any quantity into a non-empty range (property)', () => {
    const bounds = fc
      .tuple(fc.integer({ min: 1, max: 100 }), fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }))
      .map(([min, extra]) => ({ min, max: extra === undefined ? Infinity : min + extra }));
    fc.assert(
      fc.property(bounds, fc.oneof(fc.double(), fc.integer({ min: -1000, max: 1000 })), (r, q) => {
        const clamped = clampQuantity(q, r);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(r.min);
        expect(clamped).toBeLessThanOrEqual(r.max);
      }),
    );
  });

  it('every range from line data has min ≥ 1 and an integer max or Infinity (property)', () => {
    const limit = fc.option(fc.integer({ min: -5, max: 50 }), { nil: undefined });
    fc.assert(
      fc.property(limit, limit, limit, limit, (minimum, maximum, perCheckout, available) => {
        const r = getQuantityRange({
          price: { quantity_limit_per_checkout: perCheckout, quantity_available: available },
          adjustable_quantity: { enabled: true, minimum, maximum },
        });
        expect(r.min).toBeGreaterThanOrEqual(1);
        expect(r.max === Infinity || Number.isInteger(r.max)).toBe(true);
        for (const cap of [maximum, perCheckout, available]) if (cap !== undefined && cap > 0) expect(r.max).toBeLessThanOrEqual(cap);
      }),
    );
  });
});

describe('available quantity = quantity_available − quantity_sold', () => {
  it('remainingStock: undefined without inventory, never negative', () => {
    expect(remainingStock({})).toBeUndefined();
    expect(remainingStock({ quantity_available: 0, quantity_sold: 4 })).toBeUndefined();
    expect(remainingStock({ quantity_available: 5 })).toBe(5);
    expect(remainingStock({ quantity_available: 5, quantity_sold: 3 })).toBe(2);
    expect(remainingStock({ quantity_available: 5, quantity_sold: 7 })).toBe(0);
    // An unreadable quantity_sold counts none sold; a stock no number bounds is no limit.
    expect(remainingStock({ quantity_available: 5, quantity_sold: Number.NaN })).toBe(5);
    expect(remainingStock({ quantity_available: Infinity })).toBeUndefined();
  });

  it('plus stops exactly where Exceed inventory starts, for any stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 60 }), (available, sold) => {
        const line = item({ maximum: 100 }, { quantity_available: available, quantity_sold: sold });
        const { max } = getQuantityRange(line);
        if (max >= 1) expect(validateQuantity(line, max).ok).toBe(true);
        expect(validateQuantity(line, max + 1)).toMatchObject({ ok: false, message: 'Exceed inventory' });
      }),
    );
  });
});

describe('checkLineQuantity: the message at the quantity field', () => {
  const limited = item({ minimum: 1, maximum: 10 }, { quantity_available: 5, quantity_sold: 3, quantity_limit_per_checkout: 3 });
  it.each([
    [limited, 2, null],
    [limited, 3, 'Exceed inventory'],
    [item({ maximum: 10 }, { quantity_limit_per_checkout: 2 }), 3, 'Exceed purchase limit'],
    [item({ minimum: 1, maximum: 4 }), 5, 'Enter a whole number between 1 and 4'],
    [item({ minimum: 2, maximum: 4 }), 1, 'Enter a whole number between 2 and 4'],
  ])('%o × %i → %s', (line, quantity, message) => {
    const result = checkLineQuantity(line, getQuantityRange(line), quantity);
    if (message === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, message });
  });
});
