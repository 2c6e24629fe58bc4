import { Schema } from 'effect';
import { maybe } from './common';
import { PaymentCurrency } from './payment-currency';

/** arcblock is the DID-wallet chain (the spec's {product}); stripe is the card provider. */
export const PaymentMethodType = Schema.Literals(['arcblock', 'ethereum', 'base', 'bitcoin', 'stripe']);
export type PaymentMethodType = typeof PaymentMethodType.Type;

const ChainSettings = Schema.Struct({
  api_host: maybe(Schema.String),
  explorer_host: maybe(Schema.String),
  chain_id: maybe(Schema.Union([Schema.String, Schema.Number])),
});

export const PaymentMethodSettings = Schema.Struct({
  arcblock: maybe(ChainSettings),
  ethereum: maybe(ChainSettings),
  base: maybe(ChainSettings),
  bitcoin: maybe(ChainSettings),
  stripe: maybe(
    Schema.Struct({
      dashboard: maybe(Schema.String),
      publishable_key: maybe(Schema.String),
    }),
  ),
});
export type PaymentMethodSettings = typeof PaymentMethodSettings.Type;

export const PaymentMethod = Schema.Struct({
  id: Schema.String,
  type: PaymentMethodType,
  name: Schema.String,
  logo: maybe(Schema.String),
  livemode: Schema.Boolean,
  active: Schema.optional(Schema.Boolean),
  settings: maybe(PaymentMethodSettings),
  payment_currencies: Schema.Array(PaymentCurrency),
});
export type PaymentMethod = typeof PaymentMethod.Type;
