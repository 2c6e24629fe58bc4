// The checkout session machine's input, context and events, and the line-item change they carry
// (zag's layout): the machine and its helpers (line-item-change.ts, change-queue.ts) import these
// types from here, so no helper imports the machine file back.
import type { CheckoutSession, PaymentIntent, PaymentLink, Price } from '@domain/model';

/** One change of the cart (docs/spec/checkout-and-billing.md §4 upsell/cross-sell, §5 quantity, donation amount); each answers the new session. */
export type LineItemChange =
  | { kind: 'quantity'; itemId: string; quantity: number }
  | { kind: 'upsell'; fromPriceId: string; toPriceId: string }
  | { kind: 'downsell'; fromPriceId: string }
  | { kind: 'addCrossSell'; priceId: string }
  | { kind: 'removeCrossSell' }
  /** amount in the currency's smallest unit. */
  | { kind: 'amount'; priceId: string; amount: string }
  /** Promotion codes (issue 30 item 2): apply in a currency, remove, recalculate after a currency change. */
  | { kind: 'applyPromotion'; code: string; currencyId: string }
  | { kind: 'removePromotion' }
  | { kind: 'recalculatePromotion'; currencyId: string };

/** A change the server refused; the payer sees it at the field until they ask again. */
export interface Refusal {
  readonly target: string;
  readonly change: LineItemChange;
  /** An i18n key (error.{code}, or '' without a code) and the error text of docs/spec/checkout-and-billing.md §8 as fallback. */
  readonly message: { readonly key: string; readonly text: string };
}

export interface CheckoutSessionInput {
  /** cs_… (a session) or plink_… (a payment link that starts one). */
  id: string;
  /** The platform clock (Clock.now): the sandbox clock may run ahead of the wall clock. */
  now: () => number;
  /**
   * How long a skeleton of this page has already been on screen when the machine starts, in ms
   * (the page's HTML paints one before any script runs). The spec's 500 ms floor
   * counts from that paint, not from the machine's start. Omitted: 0 (the floor starts now).
   */
  skeletonShownMs?: () => number;
}

export interface CheckoutSessionContext {
  id: string;
  now: () => number;
  /** See CheckoutSessionInput; after a retry the skeleton is new, so it counts from 0 again. */
  skeletonShownMs: () => number;
  /**
   * The loaded session will show the form (not expired, empty or complete): the page may render
   * the form behind the skeleton while the floor runs, so it appears the moment the floor ends.
   */
  prepared: boolean;
  session: CheckoutSession | null;
  paymentIntent: PaymentIntent | null;
  paymentLink: PaymentLink | null;
  error: unknown;
  crossSell: Price | null;
  /** The change on its way. */
  change: LineItemChange | null;
  /** Changes asked for while one is on its way; one per target, the latest (change-queue.ts). */
  queued: readonly LineItemChange[];
  /** Changes the server refused, until the payer asks again for the same target. */
  refused: readonly Refusal[];
}

export type CheckoutSessionEvent =
  | { type: 'user.retry' }
  | { type: 'user.changeQuantity'; itemId: string; quantity: number }
  | { type: 'user.upsell'; fromPriceId: string; toPriceId: string }
  | { type: 'user.downsell'; fromPriceId: string }
  | { type: 'user.addCrossSell'; priceId: string }
  | { type: 'user.removeCrossSell' }
  | { type: 'user.setAmount'; priceId: string; amount: string }
  | { type: 'user.applyPromotion'; code: string; currencyId: string }
  | { type: 'user.removePromotion' }
  | { type: 'user.recalculatePromotion'; currencyId: string }
  /** The submit machine broadcast error.REQUIRE_CROSS_SELL. */
  | { type: 'server.requireCrossSell' }
  /** The submit machine finished: show the completed view with the paid session. */
  | { type: 'checkout.completed'; session: CheckoutSession }
  /** Raised by the machine itself after a change replaced the session. */
  | { type: 'self.sessionReplaced' };
