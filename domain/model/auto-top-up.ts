import { Schema } from 'effect';
import { DecimalString, TimeValue, maybe } from './common';

/** Auto top-up: when credits drop below threshold, buy quantity × price; daily caps 0 = unlimited. */
export const AutoTopUpConfig = Schema.Struct({
  id: maybe(Schema.String),
  customer_id: maybe(Schema.String),
  enabled: Schema.Boolean,
  threshold: DecimalString,
  currency_id: Schema.String,
  recharge_currency_id: maybe(Schema.String),
  price_id: Schema.String,
  quantity: Schema.Number,
  payment_method_id: maybe(Schema.String),
  payer: maybe(Schema.String),
  daily_limits: maybe(
    Schema.Struct({
      max_amount: maybe(DecimalString),
      max_attempts: maybe(Schema.Number),
    }),
  ),
  created_at: Schema.optional(TimeValue),
  updated_at: Schema.optional(TimeValue),
});
export type AutoTopUpConfig = typeof AutoTopUpConfig.Type;
