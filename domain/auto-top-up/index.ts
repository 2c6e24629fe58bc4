// Auto top-up (docs/spec/checkout-and-billing.md §3 auto top-up config, §4 enabled/disabled, §5 threshold and daily limits):
// the dialog's rules and the back end's decision to buy credits.
export {
  /** Threshold > 0 and a number, package, quantity 1‥9999, payment, daily caps (0 = unlimited); disabled saves as is. */
  validateAutoTopUpForm,
  /** The threshold by the form's rule (plain amount > 0, precision, at most the maximum). */
  checkThreshold,
  /** The wire's daily limits (0 = unlimited) as the form's explicit choice and fields. */
  dailyLimitsDraft,
  /** The largest threshold, daily amount and daily purchases accepted (stated in the form). */
  AUTO_TOP_UP_LIMITS,
  PACKAGE_QUANTITY,
  type AutoTopUpDraft,
  type AutoTopUpField,
  type AutoTopUpPayload,
  type AutoTopUpRules,
  type AutoTopUpValidation,
} from './validate-auto-top-up-form';
export {
  /** Runs when enabled, balance < threshold, a payer authorised, and today's attempts/amount caps allow it. */
  decideAutoTopUp,
  /** Day number of a moment (seconds, UTC) for the daily caps. */
  dayOf,
  /** Credits one top-up buys: credit amount × quantity. */
  creditsPerTopUp,
  /** Cost of one top-up: unit amount × quantity, smallest units. */
  topUpCost,
  /** Saving needs a (new) authorisation: enabled with no payer or another payment currency. */
  needsAuthorization,
  type AutoTopUpDecision,
  type AutoTopUpSkipReason,
  type AutoTopUpTriggerInput,
} from './auto-top-up-trigger';
export { settingsRuleMessages, ruleFailure, type SettingsRuleKey } from './messages';
