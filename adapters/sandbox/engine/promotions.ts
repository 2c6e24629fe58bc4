// Promotion codes on an open checkout session (issue 30 item 2): apply, remove, recalculate on a
// currency change. Each refusal has its own code and a message a payer can act on.
import { Big } from '@domain/money';
import { couponById, promotionByCode, promotionById } from '../catalog/promotions';
import type { SandboxStore } from '../state';
import { requireUser } from './auth';
import { couponAmountFor } from './discount';
import { refuse, SandboxRefusal } from './errors';
import { openSession, saveSession } from './sessions';
import { grossDueNow, supportsCurrency, effectivePrice } from './totals';
import type { SessionRecord } from '../model';

const session400 = (message: string, code: string) => refuse(400, message, code);

function currencyOf(session: SessionRecord, currencyId: unknown): string {
  const id = typeof currencyId === 'string' && currencyId ? currencyId : session.currency_id;
  if (!session.line_items.every((item) => supportsCurrency(effectivePrice(item), id))) {
    throw session400('This currency is not available for this checkout', 'CURRENCY_NOT_SUPPORTED');
  }
  return id;
}

/** Checks a code against the session in `currencyId`; returns its coupon's id and the code's id. */
function validCode(store: SandboxStore, session: SessionRecord, code: string, currencyId: string) {
  const promo = promotionByCode(code);
  if (!promo) throw session400(`The promotion code "${code}" does not exist`, 'PROMOTION_CODE_NOT_FOUND');
  const coupon = couponById(promo.coupon_id);
  const now = store.nowSeconds();
  if (!promo.active || !coupon?.valid) throw session400('This promotion code is no longer active', 'PROMOTION_CODE_INACTIVE');
  if ((promo.expires_at ?? Infinity) <= now || (coupon.redeem_by ?? Infinity) <= now) {
    throw session400('This promotion code has expired', 'PROMOTION_CODE_EXPIRED');
  }
  if (promo.max_redemptions !== undefined && promo.times_redeemed >= promo.max_redemptions) {
    throw session400('This promotion code has reached its usage limit', 'PROMOTION_CODE_EXHAUSTED');
  }
  if (coupon.percent_off <= 0 && couponAmountFor(coupon, currencyId) === null) {
    throw session400('This promotion code cannot be used with the selected currency', 'PROMOTION_CODE_CURRENCY');
  }
  const minimum = promo.restrictions?.minimum_amount;
  if (minimum !== undefined && (promo.restrictions?.minimum_amount_currency ?? currencyId) === currencyId) {
    if (new Big(grossDueNow(session, currencyId, now)).isLessThan(minimum)) {
      throw session400('The order does not reach the minimum amount for this promotion code', 'PROMOTION_CODE_MINIMUM');
    }
  } else if (minimum !== undefined) {
    throw session400('This promotion code cannot be used with the selected currency', 'PROMOTION_CODE_CURRENCY');
  }
  return { coupon: coupon.id, promotion_code: promo.id };
}

function promotableSession(store: SandboxStore, id: string): SessionRecord {
  const session = openSession(store, id);
  requireUser(store.read());
  if (!session.allow_promotion_codes) throw session400('Promotion codes are not allowed for this checkout', 'PROMOTION_CODES_NOT_ALLOWED');
  return session;
}

export function applyPromotion(store: SandboxStore, id: string, code: unknown, currencyId: unknown): SessionRecord {
  const session = promotableSession(store, id);
  const text = typeof code === 'string' ? code.trim() : '';
  if (!text) throw session400('Please enter a promotion code', 'PROMOTION_CODE_REQUIRED');
  const currency = currencyOf(session, currencyId);
  const applied = validCode(store, session, text, currency);
  return saveSession(store, { ...session, currency_id: currency, discounts: [applied] });
}

export function removePromotion(store: SandboxStore, id: string): SessionRecord {
  const session = openSession(store, id);
  if ((session.discounts ?? []).length === 0) throw session400('No promotion code is applied', 'PROMOTION_CODE_NOT_APPLIED');
  return saveSession(store, { ...session, discounts: [] });
}

/**
 * The discount again for another currency. A code that does not hold there (an amount coupon
 * without that currency, a minimum in another currency) is removed rather than refused: the
 * payer chose a currency, and the page shows the code gone.
 */
export function recalculatePromotion(store: SandboxStore, id: string, currencyId: unknown): SessionRecord {
  const session = openSession(store, id);
  const currency = currencyOf(session, currencyId);
  const first = (session.discounts ?? [])[0] as { promotion_code?: unknown } | undefined;
  const code = typeof first?.promotion_code === 'string' ? first.promotion_code : undefined;
  if (code === undefined) return saveSession(store, { ...session, currency_id: currency });
  const promo = promotionById(code);
  try {
    const applied = validCode(store, session, promo?.code ?? '', currency);
    return saveSession(store, { ...session, currency_id: currency, discounts: [applied] });
  } catch (error) {
    if (!(error instanceof SandboxRefusal)) throw error;
    return saveSession(store, { ...session, currency_id: currency, discounts: [] });
  }
}
