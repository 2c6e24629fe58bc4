// Answers of the portal's subscription actions. The spec shows no endpoints for them; these are
// the shapes of the REST endpoints the sandbox designed (docs/sandbox-api.md).
import { Schema } from 'effect';
import { UnitAmount, maybe } from './common';
import { AutoTopUpConfig } from './auto-top-up';
import { Invoice } from './invoice';
import { Price } from './price';
import { Subscription } from './subscription';
import { StripeContext } from './checkout-submit';

/** GET /api/subscriptions/{id}/recover-info. */
export const RecoverInfo = Schema.Struct({ subscription: Subscription, needStake: Schema.Boolean });
export type RecoverInfo = typeof RecoverInfo.Type;

/** GET /api/subscriptions/{id}/change-plan/preview?price_id=: what is due today for the switch. */
export const ChangePlanPreview = Schema.Struct({
  price: Price,
  currency_id: Schema.String,
  /** Due today, smallest unit: new price minus the unused part of the current period. */
  amount_due: UnitAmount,
  proration_credit: UnitAmount,
  next_billing_at: Schema.Number,
  requires_payment: Schema.Boolean,
  /**
   * The quote's time (Unix seconds, Stripe's `proration_date`): the amounts above are computed for
   * it, and the confirm sends it back so that exactly this amount is charged.
   */
  proration_date: Schema.Number,
  /** Until when the quote can be paid (proration_date + domain/proration QUOTE_TTL_SECONDS). */
  quote_expires_at: Schema.Number,
});
export type ChangePlanPreview = typeof ChangePlanPreview.Type;

/**
 * PUT /api/subscriptions/{id}/change-plan {price_id, proration_date, amount_due}. When something is
 * due the subscription keeps its plan (`pending_update` names the new one) until the invoice is paid.
 */
export const ChangePlanResult = Schema.Struct({
  subscription: Subscription,
  invoice: maybe(Invoice),
  /** True when the invoice is open and must be paid with a wallet `collect` (invoiceId); the plan changes once it is. */
  requires_payment: Schema.Boolean,
});
export type ChangePlanResult = typeof ChangePlanResult.Type;

/** PUT /api/subscriptions/{id}/change-payment {currency_id}. Card: a setup intent to confirm. */
export const ChangePaymentResult = Schema.Struct({
  subscription: Subscription,
  stripeContext: maybe(StripeContext),
});
export type ChangePaymentResult = typeof ChangePaymentResult.Type;

/** POST /api/auto-recharge-configs/submit. */
export const AutoTopUpSubmitResult = Schema.Struct({
  config: AutoTopUpConfig,
  balanceResult: Schema.Struct({ sufficient: Schema.Boolean }),
  /** A card payer not authorised yet: the setup intent to confirm (the card port). */
  stripeContext: maybe(StripeContext),
});

export type AutoTopUpSubmitResult = typeof AutoTopUpSubmitResult.Type;
