// Promotion codes in the sandbox engine (issue 30 item 2): every refusal's code and message, the
// session's discounts and total_details as the real type says, the charge = the discounted total,
// the stake untouched, and the engine's discount agreeing with domain/pricing/discount.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponAmountOff } from '@domain/pricing';
import { CURRENCY } from '../catalog/currencies';
import { coupons } from '../catalog/promotions';
import { seedData } from '../seed';
import { createSandboxStore } from '../state';
import { couponDiscount } from './discount';
import { SandboxRefusal } from './errors';
import { applyPromotion, recalculatePromotion, removePromotion } from './promotions';
import { submitCheckout } from './submit';
import { METHOD } from '../catalog/currencies';
import { amountDueNow, stakeAmount } from './totals';

const open = (identity: 'customer' | 'guest' = 'customer') => {
  const store = createSandboxStore(seedData, { wallClock: () => 1_800_000_000_000 });
  store.update((d) => {
    d.identity = identity;
  });
  return store;
};

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof SandboxRefusal) return `${error.status} ${error.code}: ${error.message}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

const ABT = (n: string) => `${n}${'0'.repeat(18)}`;

describe('promotion codes in the sandbox engine', () => {
  it('applies a percent code: discounts, total_details and the charged amount', () => {
    const store = open();
    const session = applyPromotion(store, 'cs_sbx_promotion', ' save20 ', CURRENCY.abt);
    expect(session.discounts).toEqual([
      {
        coupon: 'coupon_20_forever',
        promotion_code: 'promo_save20',
        discount_amount: ABT('1'),
        coupon_details: expect.objectContaining({ percent_off: 20, duration: 'forever' }),
        promotion_code_details: { id: 'promo_save20', code: 'SAVE20' },
      },
    ]);
    expect(session.total_details?.amount_discount).toBe(ABT('1'));
    expect(session.amount_total).toBe(ABT('4'));
    expect(amountDueNow(session, CURRENCY.abt, store.nowSeconds())).toBe(ABT('4'));
  });

  it('refuses each kind of bad code with its own code and message', () => {
    const store = open();
    const apply = (code: string, currency: string = CURRENCY.abt) => codeOf(() => applyPromotion(store, 'cs_sbx_promotion', code, currency));
    expect(apply('NOPE')).toBe('400 PROMOTION_CODE_NOT_FOUND: The promotion code "NOPE" does not exist');
    expect(apply('EXPIRED')).toBe('400 PROMOTION_CODE_EXPIRED: This promotion code has expired');
    expect(apply('LASTYEAR')).toBe('400 PROMOTION_CODE_EXPIRED: This promotion code has expired');
    expect(apply('USEDUP')).toBe('400 PROMOTION_CODE_EXHAUSTED: This promotion code has reached its usage limit');
    expect(apply('PAUSED')).toBe('400 PROMOTION_CODE_INACTIVE: This promotion code is no longer active');
    expect(apply('USDONLY')).toBe('400 PROMOTION_CODE_CURRENCY: This promotion code cannot be used with the selected currency');
    expect(apply('BIGORDER')).toBe('400 PROMOTION_CODE_MINIMUM: The order does not reach the minimum amount for this promotion code');
    expect(apply('')).toBe('400 PROMOTION_CODE_REQUIRED: Please enter a promotion code');
    expect(codeOf(() => applyPromotion(store, 'cs_sbx_one_time', 'SAVE20', CURRENCY.abt))).toBe(
      '400 PROMOTION_CODES_NOT_ALLOWED: Promotion codes are not allowed for this checkout',
    );
    expect(codeOf(() => applyPromotion(open('guest'), 'cs_sbx_promotion_guest', 'SAVE20', CURRENCY.abt))).toMatch(/^401 /);
    expect(store.read().sessions['cs_sbx_promotion']?.discounts ?? []).toEqual([]);
  });

  it('recalculates for another currency, and drops a code the currency cannot take', () => {
    const store = open();
    applyPromotion(store, 'cs_sbx_promotion', 'FIVEOFF', CURRENCY.abt);
    const usd = recalculatePromotion(store, 'cs_sbx_promotion', CURRENCY.usd);
    expect(usd).toMatchObject({ currency_id: CURRENCY.usd, amount_total: '0', total_details: { amount_discount: '499' } });
    applyPromotion(store, 'cs_sbx_promotion', 'USDONLY', CURRENCY.usd);
    const abt = recalculatePromotion(store, 'cs_sbx_promotion', CURRENCY.abt);
    expect(abt.discounts).toEqual([]);
    expect(abt.amount_total).toBe(ABT('5'));
  });

  it('completes a one-time order a code covers in full at submit: nothing is asked of the wallet, nothing is charged', () => {
    const store = open();
    applyPromotion(store, 'cs_sbx_promotion', 'FIVEOFF', CURRENCY.abt);
    const balances = () => JSON.stringify(store.read().wallets);
    const before = balances();
    const answer = submitCheckout(
      store,
      'cs_sbx_promotion',
      { payment_currency: CURRENCY.abt, payment_method: METHOD.arcblock, customer_name: 'Alice Payer', customer_email: 'alice@example.com' },
      { donation: false, locale: 'en' },
    );
    expect(answer.checkoutSession).toMatchObject({ status: 'complete', payment_status: 'no_payment_required', amount_total: '0' });
    expect(answer.fastPayInfo).toBeUndefined();
    expect(balances()).toBe(before);
    const invoices = Object.values(store.read().invoices).filter((invoice) => invoice.customer_id === answer.checkoutSession?.customer_id);
    expect(invoices.at(-1)).toMatchObject({ total: '0', status: 'paid' });
  });

  it('removes a code; removing none is refused', () => {
    const store = open();
    applyPromotion(store, 'cs_sbx_promotion', 'HALFOFF', CURRENCY.abt);
    expect(removePromotion(store, 'cs_sbx_promotion')).toMatchObject({ amount_total: ABT('5'), total_details: { amount_discount: '0' } });
    expect(codeOf(() => removePromotion(store, 'cs_sbx_promotion'))).toMatch(/PROMOTION_CODE_NOT_APPLIED/);
  });

  it('never discounts the stake of a subscription', () => {
    const store = open();
    const before = stakeAmount(store.read().sessions['cs_sbx_promotion_subscription']!, CURRENCY.abt);
    const session = applyPromotion(store, 'cs_sbx_promotion_subscription', 'HALFOFF', CURRENCY.abt);
    expect(stakeAmount(session, CURRENCY.abt)).toBe(before);
    expect(session.amount_total).toBe(ABT('5'));
  });

  it('agrees with the domain on every coupon and subtotal (the page shows what the sandbox charges)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...coupons), fc.bigInt({ min: 0n, max: 10n ** 22n }), fc.constantFrom(CURRENCY.abt, CURRENCY.usd, CURRENCY.tba), (coupon, gross, currency) => {
        expect(couponDiscount(coupon, gross.toString(), currency)).toBe(couponAmountOff(coupon, gross.toString(), currency));
      }),
    );
  });
});
