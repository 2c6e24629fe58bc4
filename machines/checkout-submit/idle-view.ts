import type { CheckoutSubmitView } from './checkout-submit.view';

/**
 * The view before the submission machine has loaded (it loads right after the form shows):
 * the form, free to fill in. A press in that moment waits for the machine (busy), not lost.
 */
export const IDLE_SUBMIT_VIEW: CheckoutSubmitView = {
  step: 'form',
  busy: false,
  canSubmit: true,
  fieldErrors: {},
  fastPay: null,
  card: null,
  overdue: null,
  timedOut: null,
  paidSession: null,
};
