// Proration of a subscription plan change: what is due today (docs/spec/checkout-and-billing.md §4 "Plan change may require
// payment", §9 interval lengths), and the quote that fixes it for a payment. The sandbox's preview
// and charge call the same functions; the page shows what they computed.
export {
  /** prorate({current, next, periodEnd, now, trialing}): credit, charge, net, amountDue (≥ 0), creditIssued. */
  prorate,
  type Proration,
  type ProrationInput,
  type ProrationPlan,
} from './proration';
export { QUOTE_TTL_SECONDS, quotePlanChange, quoteProblem, type PlanChangeQuote } from './quote';
