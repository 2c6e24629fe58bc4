import type { Numeric } from '../money/big-number';
import type { RecurringLike } from '../interval/recurring-interval';

// The parts of the entities (domain/model) the pricing rules read. Narrow on purpose: the rules
// keep working when the model grows, and tests can build a price from a handful of fields.
// domain/model's Price, LineItem and PaymentCurrency are assignable to these (checked in a test).

export interface CustomUnitAmountLike {
  readonly preset?: Numeric | null | undefined;
  readonly presets?: readonly Numeric[] | null | undefined;
}

export interface CurrencyOptionLike {
  readonly currency_id: string;
  readonly unit_amount?: string | null | undefined;
  readonly custom_unit_amount?: CustomUnitAmountLike | null | undefined;
}

export interface RecurringUsageLike extends RecurringLike {
  readonly usage_type?: string | null | undefined;
}

export interface ProductLike {
  readonly name?: string | null | undefined;
  readonly statement_descriptor?: string | null | undefined;
}

export interface PriceLike {
  readonly id?: string | undefined;
  readonly type: string;
  readonly currency_id: string;
  readonly unit_amount?: string | null | undefined;
  readonly custom_unit_amount?: CustomUnitAmountLike | null | undefined;
  readonly currency_options?: readonly CurrencyOptionLike[] | null | undefined;
  readonly recurring?: RecurringUsageLike | null | undefined;
  readonly product?: ProductLike | null | undefined;
}

export interface UpsellPriceLike extends PriceLike {
  readonly upsell?: { readonly upsells_to?: PriceLike | null | undefined } | null | undefined;
}

export interface LineItemLike {
  readonly price: UpsellPriceLike;
  readonly upsell_price?: PriceLike | null | undefined;
  readonly quantity: number;
  /** A pay-what-you-want amount in the smallest unit, used as is. */
  readonly custom_amount?: string | null | undefined;
}

/** A currency by id, or the currency itself (its decimals and symbol are used where known). */
export type CurrencyRef = string | { readonly id: string; readonly decimal?: number | undefined; readonly symbol?: string | undefined };

/** The id of a currency reference. */
export function currencyIdOf(currency: CurrencyRef): string {
  return typeof currency === 'string' ? currency : currency.id;
}

/** The price that applies to a line: its upsell price once upsold (docs/reference/payment-react.md §3.5). */
export function effectivePrice(item: LineItemLike): PriceLike {
  return item.upsell_price ?? item.price;
}

/** Recurring and billed by usage. */
export function isMetered(price: PriceLike): boolean {
  return price.type === 'recurring' && price.recurring?.usage_type === 'metered';
}

/** Recurring (licensed or metered). */
export function isRecurring(price: PriceLike): boolean {
  return price.type === 'recurring';
}
