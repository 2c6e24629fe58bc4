import { money } from '@domain/money';
import { couponTerms, type CouponLike } from '@domain/pricing';
import { amountText } from '@ui/common/Amount';
import type { I18n } from '@ui/i18n';
import type { SummaryCurrency } from '../summary/OrderSummary';

/**
 * "20% off forever", "5 ABT off once", "10% off for 3 months": the domain reads the coupon
 * (couponTerms), the amount keeps its currency (domain/money), this only picks the words.
 */
export function couponTermsText(t: I18n['t'], coupon: CouponLike, currency: SummaryCurrency): string {
  const terms = couponTerms(coupon, currency.id);
  const couponOff =
    terms.off.type === 'percent'
      ? t('checkout.coupon.off.percent', { percent: terms.off.percent })
      : t('checkout.coupon.off.amount', { amount: amountText(money(terms.off.amount, currency)) });
  if (terms.duration === 'repeating') {
    return terms.months === 1
      ? t('checkout.coupon.terms.repeatingOne', { couponOff })
      : t('checkout.coupon.terms.repeating', { couponOff, months: terms.months });
  }
  return t(`checkout.coupon.terms.${terms.duration}`, { couponOff });
}
