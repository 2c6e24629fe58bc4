import { Schema } from 'effect';
import { decode } from '@domain/model/decode';
import type { CouponLike } from '@domain/pricing';

// The session's discounts are Schema.Unknown in domain/model (the live server's TDiscountExpanded
// varies); the summary needs only the code and its coupon, so only those are decoded here.
const maybe = <S extends Schema.Top>(schema: S) => Schema.optional(Schema.NullOr(schema));

const AppliedDiscount = Schema.Struct({
  promotion_code: maybe(Schema.String),
  promotion_code_details: maybe(Schema.Struct({ code: Schema.String })),
  coupon_details: maybe(
    Schema.Struct({
      percent_off: maybe(Schema.Number),
      amount_off: maybe(Schema.String),
      currency_id: maybe(Schema.String),
      currency_options: maybe(Schema.Record(Schema.String, Schema.Struct({ amount_off: maybe(Schema.String) }))),
      duration: maybe(Schema.String),
      duration_in_months: maybe(Schema.Number),
    }),
  ),
});

export interface Applied {
  /** What the payer typed, as the server spells it (falls back to the code's id). */
  readonly code: string;
  /** The coupon's terms; null when the server did not expand it (the row then shows no terms). */
  readonly coupon: CouponLike | null;
}

/** The first applied discount of a session, or null when none is applied (or it cannot be read). */
export function appliedDiscount(discounts: readonly unknown[] | null | undefined): Applied | null {
  const first = discounts?.[0];
  if (first === undefined) return null;
  const result = decode(AppliedDiscount, first);
  if (!result.ok) return null;
  const { promotion_code, promotion_code_details, coupon_details } = result.value;
  const code = promotion_code_details?.code ?? promotion_code ?? '';
  return code ? { code, coupon: coupon_details ?? null } : null;
}
