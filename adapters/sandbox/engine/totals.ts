// What a checkout session costs, computed the way the Payment Kit server does: per line the
// price in the chosen currency × quantity (a custom amount as is), recurring lines free while a
// trial applies and metered lines billed later; the stake is separate (wallet methods only).
//
// Deliberately NOT domain/pricing. The sandbox plays the server, and the server computes its
// totals on its own; the page computes its own with domain/pricing and shows them next to the
// server's figures. Were this file to call the domain, a mistake there would be made twice and
// agreed on, and no test could see it. So this is an independent oracle, and totals.test.ts
// checks that both give the same amount due now on every seeded session in every currency.
// The two also differ where the server does: amount_subtotal here is the full price (trials
// ignored), the domain's subtotal is the amount due now.
import { Big, fromTokenToUnit } from '@domain/money';
import type { LineItem, Price } from '@domain/model';
import { currencyById, methodOfCurrency } from '../catalog/currencies';
import type { SessionRecord } from '../model';
import { couponById, promotionById } from '../catalog/promotions';
import { sessionDiscount } from './discount';

export const effectivePrice = (item: LineItem): Price => item.upsell_price ?? item.price;

/** Unit amount of a price in a currency; a currency the price lacks costs 0 (docs/spec/checkout-and-billing.md §8, a warning). */
export function unitAmountIn(price: Price, currencyId: string): string {
  if (price.currency_id === currencyId) return price.unit_amount;
  return price.currency_options?.find((o) => o.currency_id === currencyId)?.unit_amount ?? '0';
}

export const supportsCurrency = (price: Price, currencyId: string): boolean =>
  price.currency_id === currencyId || (price.currency_options ?? []).some((o) => o.currency_id === currencyId);

/** Trial days apply only when the chosen currency is in trial_currency (if that is set). */
export function trialApplies(session: SessionRecord, currencyId: string, nowSeconds: number): boolean {
  const data = session.subscription_data;
  if (!data) return false;
  const hasTrial = (data.trial_period_days ?? 0) > 0 || (data.trial_end ?? 0) > nowSeconds;
  if (!hasTrial) return false;
  const allowed = (data.trial_currency ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  return allowed.length === 0 || allowed.includes(currencyId);
}

const isMetered = (price: Price) => price.recurring?.usage_type === 'metered';

export function lineAmount(item: LineItem, currencyId: string, trialing: boolean): Big {
  const price = effectivePrice(item);
  if (price.type === 'recurring' && (trialing || isMetered(price))) return new Big(0);
  if (item.custom_amount) return new Big(item.custom_amount);
  return new Big(unitAmountIn(price, currencyId)).times(item.quantity);
}

/** Amount due now before a promotion code's discount, in the smallest unit of `currencyId`. */
export function grossDueNow(session: SessionRecord, currencyId: string, nowSeconds: number): string {
  const trialing = trialApplies(session, currencyId, nowSeconds);
  return session.line_items.reduce((sum, item) => sum.plus(lineAmount(item, currencyId, trialing)), new Big(0)).toFixed(0);
}

/**
 * Amount due now in the smallest unit of `currencyId`, less the applied promotion code's discount
 * (never below 0; the stake is separate and never discounted). Submit, fast pay and the wallet
 * all charge this, so the payer is asked exactly the discounted total.
 */
export function amountDueNow(session: SessionRecord, currencyId: string, nowSeconds: number): string {
  const gross = grossDueNow(session, currencyId, nowSeconds);
  return new Big(gross).minus(sessionDiscount(session, gross, currencyId)).toFixed(0);
}

/** Full price of all lines, ignoring trials (the subtotal the summary shows). */
export function subtotalOf(session: SessionRecord, currencyId: string): string {
  return session.line_items
    .reduce((sum, item) => {
      const price = effectivePrice(item);
      if (isMetered(price)) return sum;
      return sum.plus(item.custom_amount ? new Big(item.custom_amount) : new Big(unitAmountIn(price, currencyId)).times(item.quantity));
    }, new Big(0))
    .toFixed(0);
}

/**
 * The stake a subscription needs on the DID-wallet chain: max(billing threshold, min stake) in
 * tokens when set, else the recurring amount of every line. 0 for other methods, credit
 * currencies and no_stake.
 */
export function stakeAmount(session: SessionRecord, currencyId: string): string {
  const currency = currencyById(currencyId);
  const method = methodOfCurrency(currencyId);
  if (session.mode !== 'subscription' && session.mode !== 'setup') return '0';
  if (!currency || method?.type !== 'arcblock' || currency.type === 'credit' || session.subscription_data?.no_stake) return '0';
  const threshold = Big.max(new Big(session.subscription_data?.billing_threshold_amount ?? 0), new Big(session.subscription_data?.min_stake_amount ?? 0));
  if (threshold.isGreaterThan(0)) return fromTokenToUnit(threshold.toFixed(), currency.decimal);
  return session.line_items
    .filter((item) => effectivePrice(item).type === 'recurring')
    .reduce((sum, item) => sum.plus(new Big(unitAmountIn(effectivePrice(item), currencyId)).times(item.quantity)), new Big(0))
    .toFixed(0);
}

/** The session with its amounts recomputed for its currency: called after every change. */
export function withTotals(session: SessionRecord, nowSeconds: number): SessionRecord {
  return {
    ...session,
    amount_subtotal: subtotalOf(session, session.currency_id),
    amount_total: amountDueNow(session, session.currency_id, nowSeconds),
    ...discountFields(session, nowSeconds),
  };
}

/** total_details.amount_discount and discounts[].discount_amount, as the real server fills them. */
function discountFields(session: SessionRecord, nowSeconds: number): Pick<SessionRecord, 'total_details' | 'discounts'> {
  const gross = grossDueNow(session, session.currency_id, nowSeconds);
  const discount = sessionDiscount(session, gross, session.currency_id);
  const details = { amount_discount: discount, amount_shipping: '0', amount_tax: '0' };
  const applied = session.discounts ?? [];
  if (applied.length === 0) return { total_details: details };
  return { total_details: details, discounts: applied.map((d) => ({ ...(d as object), discount_amount: discount, ...discountDetails(d) })) };
}

/**
 * The applied code and its coupon expanded (coupon_details, promotion_code_details, as the real
 * server expands TDiscountExpanded): the summary shows the code and the coupon's terms.
 */
function discountDetails(discount: unknown) {
  const { coupon, promotion_code } = discount as { coupon?: unknown; promotion_code?: unknown };
  const c = typeof coupon === 'string' ? couponById(coupon) : undefined;
  const p = typeof promotion_code === 'string' ? promotionById(promotion_code) : undefined;
  return {
    ...(c ? { coupon_details: { id: c.id, name: c.name, percent_off: c.percent_off, amount_off: c.amount_off, currency_id: c.currency_id, currency_options: c.currency_options ?? {}, duration: c.duration, duration_in_months: c.duration_in_months } } : {}),
    ...(p ? { promotion_code_details: { id: p.id, code: p.code } } : {}),
  };
}
