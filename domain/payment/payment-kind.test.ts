import { describe, expect, it } from 'vitest';
import { isCardMethod, paymentKindOf } from './payment-kind';

describe('paymentKindOf', () => {
  it('pays the card provider by card, whatever the currency', () => {
    expect(paymentKindOf({ type: 'stripe' }, { type: 'standard' })).toBe('card');
    expect(paymentKindOf({ type: 'stripe' }, { type: 'credit' })).toBe('card');
  });

  it('pays a chain method from credits or by the wallet, as the currency says', () => {
    expect(paymentKindOf({ type: 'arcblock' }, { type: 'credit' })).toBe('credit');
    expect(paymentKindOf({ type: 'arcblock' }, { type: 'standard' })).toBe('crypto');
    expect(paymentKindOf({ type: 'ethereum' }, {})).toBe('crypto');
  });
});

describe('isCardMethod', () => {
  it('is true for the card provider only', () => {
    expect(isCardMethod({ type: 'stripe' })).toBe(true);
    for (const type of ['arcblock', 'ethereum', 'base', 'bitcoin']) expect(isCardMethod({ type })).toBe(false);
  });

  it('is false for an unknown or absent type', () => {
    expect(isCardMethod({ type: 'paypal' })).toBe(false);
    expect(isCardMethod({ type: 'toString' })).toBe(false);
    expect(isCardMethod({ type: null })).toBe(false);
    expect(isCardMethod(null)).toBe(false);
  });
});
