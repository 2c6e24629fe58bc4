import { Schema } from 'effect';
import { DecimalString, Metadata, UnitAmount, maybe, metadataWith } from './common';

/** Pay-what-you-want settings of a price (donations, top-ups). Amounts in token units. */
export const CustomUnitAmount = Schema.Struct({
  enabled: Schema.optional(Schema.Boolean),
  preset: maybe(DecimalString),
  presets: maybe(Schema.Array(DecimalString)),
  minimum: maybe(DecimalString),
  maximum: maybe(DecimalString),
});
export type CustomUnitAmount = typeof CustomUnitAmount.Type;

export const PriceTier = Schema.Struct({
  up_to: maybe(Schema.Union([Schema.Number, Schema.Literal('inf')])),
  unit_amount: maybe(UnitAmount),
  // A number in the real type (@blocklet/payment-types PriceTier), a string in our sandbox: both
  // decode to a string, as money must (docs/contract.md).
  flat_amount: maybe(DecimalString),
});
export type PriceTier = typeof PriceTier.Type;

/** The price of the same item in another currency. */
export const CurrencyOption = Schema.Struct({
  currency_id: Schema.String,
  unit_amount: UnitAmount,
  custom_unit_amount: maybe(CustomUnitAmount),
  tiers: maybe(Schema.Array(PriceTier)),
});
export type CurrencyOption = typeof CurrencyOption.Type;

export const RecurringInterval = Schema.Literals(['hour', 'day', 'week', 'month', 'year']);
export type RecurringInterval = typeof RecurringInterval.Type;

export const UsageType = Schema.Literals(['licensed', 'metered']);
export type UsageType = typeof UsageType.Type;

export const Recurring = Schema.Struct({
  interval: RecurringInterval,
  interval_count: Schema.Number,
  usage_type: Schema.optional(UsageType),
  aggregate_usage: maybe(Schema.String),
  meter_id: maybe(Schema.String),
});
export type Recurring = typeof Recurring.Type;

/** What a credit product grants; valid_duration_unit is days and similar. */
export const CreditConfig = Schema.Struct({
  credit_amount: DecimalString,
  currency_id: maybe(Schema.String),
  valid_duration_value: maybe(Schema.Number),
  valid_duration_unit: maybe(Schema.String),
  priority: maybe(Schema.Number),
});
export type CreditConfig = typeof CreditConfig.Type;

export const Product = Schema.Struct({
  id: Schema.optional(Schema.String),
  name: Schema.String,
  description: maybe(Schema.String),
  images: Schema.optional(Schema.Array(Schema.String)),
  // service, good, credit… kept open: a new product type must not break checkout.
  type: maybe(Schema.String),
  unit_label: maybe(Schema.String),
  statement_descriptor: maybe(Schema.String),
  features: maybe(Schema.Array(Schema.Struct({ name: Schema.String }))),
  vendor_config: maybe(Schema.Unknown),
  metadata: maybe(Metadata),
});
export type Product = typeof Product.Type;

export const PriceMetadata = metadataWith({ credit_config: maybe(CreditConfig) });
export type PriceMetadata = typeof PriceMetadata.Type;

const priceFields = {
  id: Schema.String,
  type: Schema.Literals(['one_time', 'recurring']),
  active: Schema.optional(Schema.Boolean),
  livemode: Schema.optional(Schema.Boolean),
  currency_id: Schema.String,
  unit_amount: UnitAmount,
  custom_unit_amount: maybe(CustomUnitAmount),
  currency_options: maybe(Schema.Array(CurrencyOption)),
  recurring: maybe(Recurring),
  product_id: Schema.optional(Schema.String),
  product: Schema.optional(Product),
  nickname: maybe(Schema.String),
  lookup_key: maybe(Schema.String),
  quantity_available: maybe(Schema.Number),
  quantity_sold: maybe(Schema.Number),
  quantity_limit_per_checkout: maybe(Schema.Number),
  metadata: maybe(PriceMetadata),
};

/** The price an upsell switches to; it carries no further upsell. */
export const UpsellTargetPrice = Schema.Struct(priceFields);
export type UpsellTargetPrice = typeof UpsellTargetPrice.Type;

export const Upsell = Schema.Struct({
  upsells_to_id: maybe(Schema.String),
  upsells_to: maybe(UpsellTargetPrice),
});
export type Upsell = typeof Upsell.Type;

/** A price: unit_amount in the smallest unit of currency_id; inventory counts live on it. */
export const Price = Schema.Struct({ ...priceFields, upsell: maybe(Upsell) });
export type Price = typeof Price.Type;
