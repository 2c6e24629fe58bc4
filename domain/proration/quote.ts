import { prorate, type Proration, type ProrationInput } from './proration';

/**
 * How long a plan-change quote may be paid at its amount: 5 minutes. A confirm that sends an older
 * quote is refused (the server) and the preview computed again with a notice (the page), so nobody
 * pays an amount they did not see.
 */
export const QUOTE_TTL_SECONDS = 300;

/** A quote: the proration as of `quotedAt` (Unix seconds), payable until `expiresAt`. */
export interface PlanChangeQuote extends Proration {
  readonly quotedAt: number;
  readonly expiresAt: number;
}

/**
 * The proration of a plan change as of the quote's time, not the moment it is confirmed: the
 * preview computes it with `quotedAt` = now, the confirm sends that time back (Stripe's
 * `proration_date`) and the charge computes it again with the same time, so the amount shown, the
 * amount the wallet is asked for and the amount charged are one figure to the smallest unit.
 */
export function quotePlanChange(input: Omit<ProrationInput, 'now'> & { readonly quotedAt: number }): PlanChangeQuote {
  const { quotedAt, ...rest } = input;
  return { ...prorate({ ...rest, now: quotedAt }), quotedAt, expiresAt: quotedAt + QUOTE_TTL_SECONDS };
}

/** Why a quote cannot be paid at `now`: too old, from the future (another clock), or not a time; null when it can. */
export function quoteProblem(quotedAt: unknown, now: number): 'invalid' | 'expired' | 'future' | null {
  if (typeof quotedAt !== 'number' || !Number.isSafeInteger(quotedAt)) return 'invalid';
  if (quotedAt > now) return 'future';
  return now - quotedAt > QUOTE_TTL_SECONDS ? 'expired' : null;
}
