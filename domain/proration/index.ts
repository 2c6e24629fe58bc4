// Proration of a subscription plan change: what is due today (spec §4 "Plan change may require
// payment", §9 interval lengths). The sandbox's preview and charge call the same function.
export {
  /** prorate({current, next, periodEnd, now, trialing}): credit, charge, net, amountDue (≥ 0), creditIssued. */
  prorate,
  type Proration,
  type ProrationInput,
  type ProrationPlan,
} from './proration';
