/** phaseOf(subscription), ACTIONS_BY_PHASE, otherPlans: the lifecycle's phases and the actions each offers. */
export {
  ACTIONS_BY_PHASE,
  otherPlans,
  paymentChangeNeedsCard,
  phaseOf,
  planChangeNeedsPayment,
  type LifecycleAction,
  type LifecyclePhase,
} from './lifecycle';
/** isOnPlan, quoteNoticeOf(error), answerLost(error): a plan change's outcome and a lost answer. */
export { answerLost, isOnPlan, quoteNoticeOf } from './plan-change';
