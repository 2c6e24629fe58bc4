import { Schema } from 'effect';
import { UnitAmount, maybe } from './common';
import { Invoice } from './invoice';
import { PaymentCurrency } from './payment-currency';
import { PaymentMethod } from './payment-method';

export const OverdueSummaryEntry = Schema.Struct({
  amount: UnitAmount,
  currency: PaymentCurrency,
  // The summary embeds a method without its currency list.
  method: Schema.Struct({ id: Schema.String, type: PaymentMethod.fields.type, name: Schema.String, logo: maybe(Schema.String) }),
});
export type OverdueSummaryEntry = typeof OverdueSummaryEntry.Type;

/** GET /api/{subscriptions|customers}/{id}/overdue/invoices; summary is keyed by currency id. */
export const OverdueResponse = Schema.Struct({
  summary: Schema.Record(Schema.String, OverdueSummaryEntry),
  invoices: Schema.Array(Invoice),
  subscription: maybe(Schema.Struct({ id: maybe(Schema.String), description: maybe(Schema.String) })),
  subscriptionCount: maybe(Schema.Number),
  customer: maybe(Schema.Struct({ id: Schema.String })),
});
export type OverdueResponse = typeof OverdueResponse.Type;
