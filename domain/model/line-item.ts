import { Schema } from 'effect';
import { UnitAmount, maybe } from './common';
import { Price } from './price';

export const AdjustableQuantity = Schema.Struct({
  enabled: Schema.Boolean,
  minimum: maybe(Schema.Number),
  maximum: maybe(Schema.Number),
});
export type AdjustableQuantity = typeof AdjustableQuantity.Type;

/** A checkout line; upsell_price, when set, replaces price for every amount. */
export const LineItem = Schema.Struct({
  id: Schema.optional(Schema.String),
  price_id: Schema.String,
  price: Price,
  quantity: Schema.Number,
  upsell_price_id: maybe(Schema.String),
  upsell_price: maybe(Price),
  custom_amount: maybe(UnitAmount),
  cross_sell: Schema.optional(Schema.Boolean),
  adjustable_quantity: maybe(AdjustableQuantity),
});
export type LineItem = typeof LineItem.Type;
