// A pricing table (prctbl_…): GET /api/pricing-tables/{id}, the real server's TPricingTableExpanded
// (@blocklet/payment-types). Only what the table page reads; test/contract/pricing-table.contract.test.ts
// checks these fields against the real type.
import { Schema } from 'effect';
import { Metadata, maybe } from './common';
import { SubscriptionData } from './checkout-session';
import { PaymentCurrency } from './payment-currency';
import { Price, Product } from './price';

/** One plan of a table: a price with its product, whether it is highlighted, its trial. */
export const PricingTableItem = Schema.Struct({
  price_id: Schema.String,
  product_id: Schema.String,
  price: Price,
  product: Product,
  is_highlight: Schema.Boolean,
  // 'deal' | 'popular' | 'recommended' or a merchant's own text (LiteralUnion in the real type).
  highlight_text: maybe(Schema.String),
  subscription_data: maybe(SubscriptionData),
  allow_promotion_codes: Schema.optional(Schema.Boolean),
  is_disabled: Schema.optional(Schema.Boolean),
});
export type PricingTableItem = typeof PricingTableItem.Type;

export const PricingTable = Schema.Struct({
  id: Schema.String,
  object: Schema.optional(Schema.Literal('pricing_table')),
  active: Schema.Boolean,
  livemode: Schema.Boolean,
  name: Schema.String,
  items: Schema.Array(PricingTableItem),
  /** The table's default currency (the real server expands the base currency). */
  currency: maybe(PaymentCurrency),
  metadata: maybe(Metadata),
});
export type PricingTable = typeof PricingTable.Type;

/**
 * POST /api/pricing-tables/{id}/checkout/{priceId}: the session it created. The real server answers
 * the new session's own record (line items not expanded) with its hosted `url`; only the id and the
 * address are read.
 */
export const PricingTableCheckout = Schema.Struct({
  id: Schema.String,
  url: maybe(Schema.String),
});
export type PricingTableCheckout = typeof PricingTableCheckout.Type;
