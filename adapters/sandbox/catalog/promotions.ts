// The sandbox's coupons and promotion codes (issue 30 item 2), in the shapes of TCoupon and
// TPromotionCode (@blocklet/payment-types). Each code exists to show one rule of the server;
// docs/checkout-payer.md lists them. Amounts are smallest units of the currency named.
import { CURRENCY } from './currencies';

export interface SandboxCoupon {
  id: string;
  name: string;
  percent_off: number;
  amount_off: string;
  currency_id: string;
  currency_options?: Record<string, { amount_off: string }>;
  duration: 'forever' | 'once' | 'repeating';
  duration_in_months: number;
  redeem_by?: number;
  valid: boolean;
}

export interface SandboxPromotionCode {
  id: string;
  code: string;
  coupon_id: string;
  active: boolean;
  max_redemptions?: number;
  times_redeemed: number;
  expires_at?: number;
  restrictions?: { minimum_amount?: string; minimum_amount_currency?: string };
}

const ABT = (tokens: number) => `${tokens}${'0'.repeat(18)}`;
const coupon = (c: Omit<SandboxCoupon, 'amount_off' | 'currency_id' | 'percent_off' | 'duration_in_months' | 'valid'> & Partial<SandboxCoupon>): SandboxCoupon => ({
  percent_off: 0,
  amount_off: '0',
  currency_id: CURRENCY.abt,
  duration_in_months: 0,
  valid: true,
  ...c,
});

export const coupons: readonly SandboxCoupon[] = [
  coupon({ id: 'coupon_20_forever', name: '20% off forever', percent_off: 20, duration: 'forever' }),
  coupon({ id: 'coupon_50_once', name: '50% off once', percent_off: 50, duration: 'once' }),
  coupon({ id: 'coupon_10_3m', name: '10% off for 3 months', percent_off: 10, duration: 'repeating', duration_in_months: 3 }),
  // 5 ABT off, or 5 USD by currency_options; no amount in other currencies (refused there).
  coupon({ id: 'coupon_5_abt', name: '5 off once', amount_off: ABT(5), currency_id: CURRENCY.abt, currency_options: { [CURRENCY.usd]: { amount_off: '500' }, [CURRENCY.tba]: { amount_off: ABT(5) } }, duration: 'once' }),
  coupon({ id: 'coupon_usd_only', name: '3 USD off', amount_off: '300', currency_id: CURRENCY.usd, duration: 'forever' }),
  coupon({ id: 'coupon_old', name: 'Last year', percent_off: 30, duration: 'once', redeem_by: 1_700_000_000 }),
];

export const promotionCodes: readonly SandboxPromotionCode[] = [
  { id: 'promo_save20', code: 'SAVE20', coupon_id: 'coupon_20_forever', active: true, times_redeemed: 0 },
  { id: 'promo_half', code: 'HALFOFF', coupon_id: 'coupon_50_once', active: true, times_redeemed: 0 },
  { id: 'promo_3months', code: 'THREEMONTHS', coupon_id: 'coupon_10_3m', active: true, times_redeemed: 0 },
  { id: 'promo_five', code: 'FIVEOFF', coupon_id: 'coupon_5_abt', active: true, times_redeemed: 0 },
  { id: 'promo_usd', code: 'USDONLY', coupon_id: 'coupon_usd_only', active: true, times_redeemed: 0 },
  { id: 'promo_big', code: 'BIGORDER', coupon_id: 'coupon_20_forever', active: true, times_redeemed: 0, restrictions: { minimum_amount: ABT(1000), minimum_amount_currency: CURRENCY.abt } },
  { id: 'promo_used', code: 'USEDUP', coupon_id: 'coupon_50_once', active: true, max_redemptions: 10, times_redeemed: 10 },
  { id: 'promo_expired', code: 'EXPIRED', coupon_id: 'coupon_20_forever', active: true, times_redeemed: 0, expires_at: 1_700_000_000 },
  { id: 'promo_oldcoupon', code: 'LASTYEAR', coupon_id: 'coupon_old', active: true, times_redeemed: 0 },
  { id: 'promo_off', code: 'PAUSED', coupon_id: 'coupon_20_forever', active: false, times_redeemed: 0 },
];

export const couponById = (id: string): SandboxCoupon | undefined => coupons.find((c) => c.id === id);
export const promotionByCode = (code: string): SandboxPromotionCode | undefined =>
  promotionCodes.find((p) => p.code.toLowerCase() === code.trim().toLowerCase());
export const promotionById = (id: string): SandboxPromotionCode | undefined => promotionCodes.find((p) => p.id === id);
