import { Schema } from 'effect';
import { Metadata, maybe, metadataWith } from './common';

export const Address = Schema.Struct({
  country: maybe(Schema.String),
  state: maybe(Schema.String),
  city: maybe(Schema.String),
  line1: maybe(Schema.String),
  line2: maybe(Schema.String),
  postal_code: maybe(Schema.String),
});
export type Address = typeof Address.Type;

export const Customer = Schema.Struct({
  id: Schema.String,
  did: maybe(Schema.String),
  name: maybe(Schema.String),
  fullName: maybe(Schema.String),
  email: maybe(Schema.String),
  phone: maybe(Schema.String),
  address: maybe(Address),
  metadata: maybe(
    metadataWith({
      phone: maybe(Schema.Struct({ country: maybe(Schema.String), phoneNumber: maybe(Schema.String) })),
    }),
  ),
  didSpace: maybe(Schema.Struct({ endpoint: maybe(Schema.String), did: maybe(Schema.String) })),
  livemode: Schema.optional(Schema.Boolean),
  invoice_settings: maybe(Metadata),
});
export type Customer = typeof Customer.Type;
