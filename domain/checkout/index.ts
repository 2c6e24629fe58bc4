/** Which methods and currencies a checkout offers, and which currency is chosen first (reference §3.3). */
export {
  paymentOptions,
  supportedCurrencyIds,
  defaultCurrencyId,
  methodOfCurrency,
  currencyPreferenceKey,
  type PaymentOption,
  type DefaultCurrencyInput,
} from './payment-options';
