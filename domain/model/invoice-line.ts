import { Schema } from 'effect';
import { UnitAmount, maybe } from './common';

/**
 * One line of an invoice (GET /api/invoices/{id} → lines): what was billed, how many, for how much
 * (smallest unit of the invoice's currency), and for which period when it is a subscription charge.
 * The lines of an invoice add up to its total.
 */
export const InvoiceLine = Schema.Struct({
  id: Schema.String,
  description: Schema.String,
  quantity: Schema.Number,
  amount: UnitAmount,
  price_id: maybe(Schema.String),
  /** The billed period in unix seconds, as the real invoice item has it (Stripe's shape). */
  period: maybe(Schema.Struct({ start: Schema.Number, end: Schema.Number })),
});
export type InvoiceLine = typeof InvoiceLine.Type;
