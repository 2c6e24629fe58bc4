import { Schema } from 'effect';
import { Metadata, maybe } from './common';
import { PaymentCurrency } from './payment-currency';
import { PaymentMethod } from './payment-method';

/** GET /api/settings. */
export const Settings = Schema.Struct({
  paymentMethods: Schema.Array(PaymentMethod),
  baseCurrency: PaymentCurrency,
});
export type Settings = typeof Settings.Type;

/** A stored settings record (donation settings of a mount location). */
export const SettingsRecord = Schema.Struct({
  id: Schema.String,
  type: maybe(Schema.String),
  active: Schema.Boolean,
  livemode: Schema.optional(Schema.Boolean),
  mountLocation: maybe(Schema.String),
  description: maybe(Schema.String),
  componentDid: maybe(Schema.String),
  settings: maybe(Metadata),
});
export type SettingsRecord = typeof SettingsRecord.Type;
