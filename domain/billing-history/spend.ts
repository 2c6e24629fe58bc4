// What a customer spent, and which invoices their invoice history lists: one rule for both,
// so the chart and the history cannot disagree. A stake is locked, not spent: the invoice that locks it (`stake`), takes from
// it (`slash_stake`, `stake_overdraft_protection`) or gives it back (`return_stake`) is a stake
// movement. The invoice history leaves stake movements out unless asked for (the Payment Kit's
// `include_staking` / `include_return_staking`), and the spend chart counts exactly the paid
// invoices the history lists — so the chart's total is the sum of the paid invoices beside it.
import type { Invoice } from '../model';
import { toBigOrZero } from '../money';
import type { Payment } from './history';

/** Billing reasons of invoices that lock a stake or draw on it. */
export const STAKE_REASONS: ReadonlySet<string> = new Set(['stake', 'slash_stake', 'stake_overdraft_protection']);
/** The billing reason of an invoice that returns a stake. */
export const STAKE_RETURN_REASON = 'return_stake';

/** Whether an invoice moves a stake (locks, draws on or returns it) rather than paying for something. */
export const isStakeMovement = (billingReason: string | null | undefined): boolean =>
  !!billingReason && (STAKE_REASONS.has(billingReason) || billingReason === STAKE_RETURN_REASON);

export interface InvoiceHistoryOptions {
  /** Stake invoices too (`include_staking`). */
  includeStaking?: boolean;
  /** Stake returns too (`include_return_staking`). */
  includeReturnStaking?: boolean;
  /** Leave out invoices of a zero total (`ignore_zero`). */
  ignoreZero?: boolean;
}

type InvoiceLike = Pick<Invoice, 'billing_reason' | 'total'> & Partial<Pick<Invoice, 'status' | 'amount_paid' | 'currency_id' | 'created_at'>>;

/** Whether an invoice belongs in a customer's invoice history with these options (by default: no stake movement). */
export function inInvoiceHistory(invoice: InvoiceLike, options: InvoiceHistoryOptions = {}): boolean {
  const reason = invoice.billing_reason;
  if (STAKE_REASONS.has(reason) && !options.includeStaking) return false;
  if (reason === STAKE_RETURN_REASON && !options.includeReturnStaking) return false;
  if (options.ignoreZero && toBigOrZero(invoice.total).isZero()) return false;
  return true;
}

// Unix seconds as given, or an ISO date read to seconds; no date or an unreadable one is 0 (NaN || 0).
const seconds = (value: Invoice['created_at'] | undefined): number =>
  typeof value === 'number' ? value : Math.floor(Date.parse(value ?? '') / 1000) || 0;

/**
 * What was spent: one payment per paid invoice of the default invoice history (never a stake
 * movement), of the amount paid (the total when the invoice does not say), when above zero.
 */
export function spentPayments(invoices: readonly InvoiceLike[]): Payment[] {
  return invoices.flatMap((invoice): Payment[] => {
    if (invoice.status !== 'paid' || !invoice.currency_id || !inInvoiceHistory(invoice)) return [];
    const amount = toBigOrZero(invoice.amount_paid ?? invoice.total);
    return amount.isGreaterThan(0) ? [{ currency_id: invoice.currency_id, at: seconds(invoice.created_at), amount: amount.toFixed(0) }] : [];
  });
}
