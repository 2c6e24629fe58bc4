import type { InvoiceStatus } from '@domain/model';

/** What the invoice page offers for an invoice (docs/spec/checkout-and-billing.md §2, §4 invoice status). */
export interface InvoicePageActions {
  /** A Pay button that opens the wallet's `collect` for this invoice. */
  canPay: boolean;
  /** Void: the amount is struck through and nothing is to be paid. */
  noPaymentRequired: boolean;
}

/**
 * The page offers Pay only when it was opened with `action=pay` and the invoice is uncollectible
 * ("uncollectible can be paid through a connect flow"); a paid, open, draft or void invoice never.
 */
export function invoicePageActions(status: InvoiceStatus, action: string | null | undefined): InvoicePageActions {
  return {
    canPay: action === 'pay' && status === 'uncollectible',
    noPaymentRequired: status === 'void',
  };
}
