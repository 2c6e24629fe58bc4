// A credit grant as the portal reads it: how much of it is used, where it came from, and which
// note explains a grant that cannot be spent. Pure: amounts are smallest-unit strings.
import type { CreditGrant } from '../model';
import { Big, toBigOrZero } from '../money';

export interface GrantUsage {
  /** Smallest units used (amount − remaining, never negative). */
  used: string;
  /** 0–100, rounded down, so a grant shows 100 % only once nothing is left. */
  usedPercent: number;
}

/**
 * How much of a grant is used. A grant without a known amount (or a zero one) counts as its
 * remaining balance, i.e. unused; a remaining balance above the amount counts as unused too.
 */
export function grantUsage(amount: string | null | undefined, remaining: string): GrantUsage {
  const total = toBigOrZero(amount ?? remaining);
  const left = toBigOrZero(remaining);
  if (total.lte(0)) return { used: '0', usedPercent: 0 };
  const used = Big.max(total.minus(left), 0);
  const percent = used.times(100).dividedToIntegerBy(total);
  return { used: used.toFixed(0), usedPercent: Math.min(100, percent.toNumber()) };
}

export interface GrantSource {
  invoiceId?: string;
  subscriptionId?: string;
}

// Text only; an empty text is dropped with the absent ones below (it is falsy).
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Where a grant came from: the invoice that bought it and/or the subscription it belongs to (metadata). */
export function grantSource(grant: Pick<CreditGrant, 'metadata'>): GrantSource {
  const invoiceId = text(grant.metadata?.invoice_id);
  const subscriptionId = text(grant.metadata?.subscription_id);
  return { ...(invoiceId ? { invoiceId } : {}), ...(subscriptionId ? { subscriptionId } : {}) };
}

/** Statuses whose credits cannot be spent right now, each with its explanation on the grant's page. */
export type GrantNote = 'pending' | 'expired' | 'depleted' | 'voided';

export const grantNote = (status: CreditGrant['status']): GrantNote | null => (status === 'granted' ? null : status);
