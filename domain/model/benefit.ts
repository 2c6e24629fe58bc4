import { Schema } from 'effect';
import { DecimalString, maybe } from './common';

/** A donation beneficiary: gets `amount`, or `percent` of the total when no amount is set. */
export const Benefit = Schema.Struct({
  name: Schema.String,
  avatar: maybe(Schema.String),
  url: maybe(Schema.String),
  address: Schema.String,
  percent: maybe(DecimalString),
  amount: maybe(DecimalString),
  type: maybe(Schema.String),
});
export type Benefit = typeof Benefit.Type;
