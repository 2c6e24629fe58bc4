// Labels are i18n keys: the catalogue in ui/i18n/messages/{en,zh}/domain.ts holds the texts.
import { BILLING_REASONS } from '../model/billing-reasons';

export { BILLING_REASONS };

const knownReasons: ReadonlySet<string> = new Set(BILLING_REASONS);

/** i18n key of an invoice's billing reason; reasons the server adds later read as 'Other'. */
export const billingReasonKey = (reason: string | null | undefined): string =>
  `billingReason.${reason && knownReasons.has(reason) ? reason : 'other'}`;

export const REFUND_TYPES = ['refund', 'stake_return'] as const;
export type RefundTypeName = (typeof REFUND_TYPES)[number];

/** i18n key of a refund type: Refund or Stake Return; anything else reads as a refund. */
export const refundTypeKey = (type: string | null | undefined): string =>
  `refundType.${type === 'stake_return' ? 'stake_return' : 'refund'}`;

const creditGrantStatuses: ReadonlySet<string> = new Set(['granted', 'pending', 'expired', 'depleted', 'voided']);

/** i18n key of a credit grant status. */
export const creditGrantStatusKey = (status: string): string =>
  `creditGrantStatus.${creditGrantStatuses.has(status) ? status : 'unknown'}`;
