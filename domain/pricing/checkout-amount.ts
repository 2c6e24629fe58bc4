import { Big, toBig } from '../money/big-number';
import { pricingMessages } from './messages';
import { effectivePrice, isMetered, isRecurring, type CurrencyRef, type LineItemLike } from './price-like';
import { getPriceUnitAmount } from './unit-amount';

/** Amounts of a checkout in the smallest unit of the chosen currency. */
export interface CheckoutAmount {
  /** Amount due now, before discount. */
  readonly subtotal: string;
  /** Amount due now (tax, shipping and discount are 0 client-side, docs/spec/checkout-and-billing.md §9). */
  readonly total: string;
  /** What the licensed recurring items cost per cycle after today. */
  readonly renew: string;
  readonly discount: '0';
  readonly shipping: '0';
  readonly tax: '0';
  /** Currencies missing on some price (each line also counted 0); for the caller to log. */
  readonly warnings: readonly string[];
}

/** Thrown when more than one line is in a cart with a custom unit amount (docs/spec/checkout-and-billing.md §5). */
export class MultipleCustomAmountError extends Error {
  override readonly name = 'MultipleCustomAmountError';
  readonly key = 'pricing.multipleCustomAmount';
  constructor() {
    super(pricingMessages['pricing.multipleCustomAmount']);
  }
}

/** How many lines have a pay-what-you-want price; docs/spec/checkout-and-billing.md §5 allows at most one per cart. */
export function countCustomUnitAmounts(items: readonly LineItemLike[]): number {
  return items.filter((item) => Boolean(effectivePrice(item).custom_unit_amount)).length;
}

/** The amount of one line (smallest unit): its custom_amount as is, else unit amount × quantity. */
export function getLineTotal(item: LineItemLike, currency: CurrencyRef): { readonly amount: string; readonly warning?: string } {
  const custom = toBig(item.custom_amount);
  if (custom !== null) return { amount: custom.toFixed() };
  const unit = getPriceUnitAmount(effectivePrice(item), currency);
  const amount = new Big(unit.amount).times(Number.isFinite(item.quantity) ? item.quantity : 0).toFixed(0, Big.ROUND_DOWN);
  return unit.warning === undefined ? { amount } : { amount, warning: unit.warning };
}

/**
 * docs/spec/checkout-and-billing.md §9 / docs/reference/payment-react.md §11.5, the amount due now: the sum of the lines, where a recurring line is
 * left out while a trial applies and a metered line always (it is billed on usage later); a
 * custom_amount counts as is. docs/spec/checkout-and-billing.md §5: "Only one item may have a custom unit amount" — one such
 * line beside ordinary lines is a valid cart; a cart with two or more custom-unit-amount lines
 * throws 'Multiple items with custom unit amount are not supported'.
 * `trialing` is a boolean or { trialing }; `currency` an id or a currency.
 */
export function getCheckoutAmount(
  items: readonly LineItemLike[],
  currency: CurrencyRef,
  trialing: boolean | { readonly trialing?: boolean | undefined } = false,
): CheckoutAmount {
  if (countCustomUnitAmounts(items) > 1) throw new MultipleCustomAmountError();
  const inTrial = typeof trialing === 'boolean' ? trialing : trialing.trialing === true;
  const warnings: string[] = [];
  let dueNow = new Big(0);
  let renew = new Big(0);
  for (const item of items) {
    const price = effectivePrice(item);
    const line = getLineTotal(item, currency);
    if (line.warning !== undefined) warnings.push(line.warning);
    if (isRecurring(price) && !isMetered(price)) renew = renew.plus(line.amount);
    const hasCustomAmount = toBig(item.custom_amount) !== null;
    const charged = hasCustomAmount || !isRecurring(price) || (!isMetered(price) && !inTrial);
    if (charged) dueNow = dueNow.plus(line.amount);
  }
  const subtotal = dueNow.toFixed();
  return { subtotal, total: subtotal, renew: renew.toFixed(), discount: '0', shipping: '0', tax: '0', warnings };
}

/** docs/spec/checkout-and-billing.md §9 / docs/reference/payment-react.md §11.7: total = due now + staking − discount (smallest units, never below 0). */
export function getCheckoutTotal(
  dueNow: string,
  // Stryker disable next-line StringLiteral: equivalent, '' is not an amount (toBig gives null), which counts 0 as '0' does
  staking: string = '0',
  // Stryker disable next-line StringLiteral: equivalent, as above
  discount: string | null | undefined = '0',
): string {
  const total = new Big(toBig(dueNow) ?? 0).plus(toBig(staking) ?? 0).minus(toBig(discount) ?? 0);
  return total.isLessThan(0) ? '0' : total.toFixed();
}
