/** safeReferer(raw, origin): the past-due page's Back target, same-origin paths only. */
export { safeReferer } from './referer';
/** cardCurrencyIds(settings): currencies of the card provider, not payable in the overdue dialog. */
export { cardCurrencyIds } from './card-currencies';
/** invoicePageActions(status, action): Pay on an uncollectible invoice opened with action=pay; void needs nothing. */
export { invoicePageActions, type InvoicePageActions } from './invoice-actions';
/** subscriptionMilestone(s): the date a subscription list shows (renews, trial ends, ends, ended). */
export { subscriptionMilestone, type SubscriptionMilestone } from './subscription-milestone';
/** nextInvoiceAt(s, now): when the next invoice comes, never in the past (null when none will). */
export { nextInvoiceAt } from './next-invoice';
/** The overdue dialog's rules: its target, nothing left to pay, card currencies, invoice.paid events that concern it. */
export {
  MISSING_TARGET_MESSAGE,
  hasNoOverdue,
  isCardCurrency,
  isInvoicePaidForTarget,
  overdueTargetOf,
  type InvoicePaidData,
  type OverdueTarget,
} from './overdue';
