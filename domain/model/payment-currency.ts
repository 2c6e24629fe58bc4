import { Schema } from 'effect';
import { Metadata, maybe } from './common';

/** 'credit' currencies are paid from a credit balance, never staked. */
export const CurrencyType = Schema.Literals(['standard', 'credit']);
export type CurrencyType = typeof CurrencyType.Type;

export const PaymentCurrency = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  symbol: Schema.String,
  logo: maybe(Schema.String),
  decimal: Schema.Number,
  maximum_precision: maybe(Schema.Number),
  payment_method_id: Schema.String,
  type: maybe(Schema.String),
  active: Schema.Boolean,
  livemode: Schema.optional(Schema.Boolean),
  contract: maybe(Schema.String),
  is_base_currency: maybe(Schema.Boolean),
  metadata: maybe(Metadata),
});
export type PaymentCurrency = typeof PaymentCurrency.Type;
