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

/**
 * A stored settings record (donation settings of a mount location). The stored record names its
 * keys in snake case (`mount_location`, `component_did`: @blocklet/payment-types' TSetting), even
 * though the request that creates it sends `mountLocation` and `componentDid` (docs/contract.md).
 */
export const SettingsRecord = Schema.Struct({
  id: Schema.String,
  type: maybe(Schema.String),
  active: Schema.Boolean,
  livemode: Schema.optional(Schema.Boolean),
  mount_location: maybe(Schema.String),
  description: maybe(Schema.String),
  component_did: maybe(Schema.String),
  settings: maybe(Metadata),
});
export type SettingsRecord = typeof SettingsRecord.Type;
