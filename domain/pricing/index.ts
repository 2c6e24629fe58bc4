// Pricing: unit amounts per currency, amount due now, totals, headlines, line texts, upsell saving.
export {
  /** The price of a line: its upsell price once upsold. */
  effectivePrice,
  /** Recurring price billed by usage. */
  isMetered,
  /** Recurring price (licensed or metered). */
  isRecurring,
  /** Id of a currency given as id or object. */
  currencyIdOf,
  type PriceLike,
  type UpsellPriceLike,
  type LineItemLike,
  type CurrencyOptionLike,
  type CustomUnitAmountLike,
  type RecurringUsageLike,
  type ProductLike,
  type CurrencyRef,
} from './price-like';
export {
  /** Unit amount of a price in a currency: {amount, warning?}; missing currency → '0' + warning. */
  getPriceUnitAmount,
  /** The currency options of a price (its own currency when none). */
  getPriceCurrencyOptions,
  type UnitAmount,
} from './unit-amount';
export {
  /** Amount due now {subtotal, total, renew, discount, shipping, tax, warnings}; throws on several custom amounts. */
  getCheckoutAmount,
  /** Total = due now + staking − discount (never below 0). */
  getCheckoutTotal,
  /** One line's amount: custom_amount as is, else unit × quantity. */
  getLineTotal,
  /** How many lines have a custom unit amount (more than one is refused). */
  countCustomUnitAmounts,
  /** Error 'Multiple items with custom unit amount are not supported'. */
  MultipleCustomAmountError,
  type CheckoutAmount,
} from './checkout-amount';
export {
  /** A coupon's amount off a subtotal (percent rounded down, or its amount in the currency), at most the subtotal. */
  couponAmountOff,
  /** An amount coupon's amount in a currency (own or currency_options), or null. */
  couponAmountIn,
  /** Whether a coupon can discount a currency. */
  couponSupportsCurrency,
  /** The coupon's terms as parts: off (percent or amount), duration, months. */
  couponTerms,
  /** The server's discount held to the amount due now (never the stake). */
  discountOnDueNow,
  type CouponLike,
  type CouponOff,
  type CouponTerms,
} from './discount';
export {
  /** Order summary of a session: trial, due now, stake (when shown), discount, total. */
  summarizeCheckout,
  type CheckoutSummary,
  type CheckoutSummaryInput,
} from './checkout-summary';
export {
  /** Headline texts: Pay {payee} / Subscribe to {name} / Try {name} / … and {count} more, amount, then-line. */
  formatCheckoutHeadlines,
  /** Payee: first statement_descriptor, else the app name. */
  getPayee,
  type CheckoutHeadlines,
  type HeadlineOptions,
} from './checkout-headlines';
export {
  /** Texts of one summary line: amount or Free for n days, Qty n, x each, billed monthly. */
  formatLineItemPricing,
  type LineItemPricing,
} from './line-item-pricing';
export {
  /** Upsell saving of a one-line cart, whole percent string (integer division, as the real product). */
  formatUpsellSaving,
  /** Saving percent between two recurring prices. */
  getUpsellSavingPercent,
  /** Upsell switch texts: Save with {yearly} billing, {n}% off, Switch to {monthly} billing. */
  formatUpsellLabels,
} from './upsell-saving';
export {
  /** Exact token text and "{amount} {symbol}" message of a smallest-unit amount. */
  tokenText,
  amountMessage,
  type DisplayCurrency,
} from './display-currency';
export {
  /** English texts of the pricing keys, for the i18n catalogue. */
  pricingMessages,
  type PricingMessageKey,
} from './messages';
