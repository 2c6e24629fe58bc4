/** Which methods and currencies a checkout offers, and which currency is chosen first (docs/reference/payment-react.md §3.3). */
export {
  paymentOptions,
  supportedCurrencyIds,
  defaultCurrencyId,
  methodOfCurrency,
  currencyPreferenceKey,
  type PaymentOption,
  type DefaultCurrencyInput,
} from './payment-options';
/** Where to go after a completed checkout (same-origin or allowed only) and the link's own thanks. */
export { afterCompletionRedirect, customConfirmationMessage, type RedirectPolicy } from './after-completion';
/** The success view's way back to what was bought (a same-origin success_url, named). */
export { returnLink, type ReturnLink } from './return-link';
/** isSessionExpired(session, now), hasNoLineItems, isSessionComplete: which outcome a loaded session shows. */
export { hasNoLineItems, isSessionComplete, isSessionExpired } from './session-outcome';
/** isCheckoutPaid(session), paymentFailureMessage(intent): the end of a payment, paid or failed. */
export { isCheckoutPaid, paymentFailureMessage } from './completion';
/** What the submit answer decides next: fast pay, the credit confirmation, a card intent already paid. */
export { canFastPay, isCardIntentSucceeded, isCreditSufficient, isSettledAtSubmit } from './submit-answer';
