// The interfaces machines need from the outside world, every one of them in this file (the ports
// shared by several machines, then each machine's own). adapters/ implements them (a real Payment
// Kit, or the sandbox); tests provide fakes. Machines never import adapters, React or a query
// client, and adapters import nothing of machines/ but this file (eslint.config.js).
import type { AutoTopUpPayload } from '@domain/auto-top-up';
import type {
  AutoTopUpConfig,
  CancellationReason,
  CheckoutSession,
  CheckoutSubmitResponse,
  Customer,
  FastCheckoutConfirmResponse,
  OverdueResponse,
  Price,
  RetrieveCheckoutResponse,
  SessionUser,
  Subscription,
} from '@domain/model';
import type {
  AutoTopUpSubmitResult,
  ChangePaymentResult,
  ChangePlanPreview,
  ChangePlanResult,
  RecoverInfo,
} from '@domain/model/subscription-actions';
import type { ReviewSnapshot } from './app-review/app-review.types';
import type { OverdueTarget } from '@domain/billing';
import type { PaymentKind } from '@domain/payment';

/** The checkout form as the submit endpoint expects it (docs/spec/checkout-and-billing.md §3 form fields). */
export interface CheckoutFormValues {
  customer_name: string;
  customer_email: string;
  customer_phone?: string;
  billing_address?: {
    line1?: string;
    line2?: string;
    city?: string;
    state?: string;
    postal_code?: string;
    country: string;
  };
  payment_currency: string;
  payment_method: string;
}

export interface CheckoutApi {
  retrieve(id: string, signal?: AbortSignal): Promise<RetrieveCheckoutResponse>;
  /** Starts a session from a payment link (plink_…). */
  startFromLink(linkId: string, signal?: AbortSignal): Promise<RetrieveCheckoutResponse>;
  /** The answer is decoded by `kind`: what it must carry depends on how the payer pays (submitAnswerSchema in domain/model/checkout-submit.ts). */
  submit(id: string, form: CheckoutFormValues, options: { donation: boolean; kind: PaymentKind }): Promise<CheckoutSubmitResponse>;
  fastCheckoutConfirm(id: string): Promise<FastCheckoutConfirmResponse>;
  crossSell(id: string, signal?: AbortSignal): Promise<Price | null>;
  upsell(id: string, fromPriceId: string, toPriceId: string): Promise<CheckoutSession>;
  downsell(id: string, fromPriceId: string): Promise<CheckoutSession>;
  addCrossSell(id: string, toPriceId: string): Promise<CheckoutSession>;
  removeCrossSell(id: string): Promise<CheckoutSession>;
  adjustQuantity(id: string, itemId: string, quantity: number): Promise<CheckoutSession>;
  /** `amount` in the currency's smallest unit, as a string. */
  setAmount(id: string, priceId: string, amount: string): Promise<CheckoutSession>;
  /** A promotion code for the session in `currencyId` (the answer carries discounts and total_details.amount_discount). */
  applyPromotion(id: string, code: string, currencyId: string): Promise<CheckoutSession>;
  removePromotion(id: string): Promise<CheckoutSession>;
  /** The applied code's discount again after a currency change (a code the currency cannot take is dropped). */
  recalculatePromotion(id: string, currencyId: string): Promise<CheckoutSession>;
}

export type { OverdueTarget } from '@domain/billing';

export interface BillingApi {
  overdueInvoices(target: OverdueTarget, signal?: AbortSignal): Promise<OverdueResponse>;
  customerMe(signal?: AbortSignal): Promise<Customer | null>;
}

/** DID Connect actions (docs/spec/checkout-and-billing.md §7): the checkout mode, or a collection/stake action. */
export type WalletAction =
  | 'payment'
  | 'subscription'
  | 'setup'
  | 'donation'
  | 'collect'
  | 'collect-batch'
  | 're-stake'
  | 'auto-recharge-auth'
  /** Delegation for a subscription's new wallet payment method (extraParams subscriptionId, currencyId). */
  | 'change-payment'
  /** App store DID Connect actions (docs/reference/store-shell.md §3): stake for a developer passport, CLI / Studio connect. */
  | 'stake-and-join'
  | 'connect-cli'
  | 'connect-studio'
  /** Publish an app version (extraParams did, version); the store publishes on the signature. */
  | 'free-publish-blocklet'
  | 'paid-publish-blocklet';

export interface WalletRequest {
  action: WalletAction;
  extraParams: Readonly<Record<string, string>>;
  /** Dialog title, e.g. "Pay Due Invoices". */
  title?: string;
}

export type WalletOutcome =
  | { status: 'approved'; txHash?: string }
  | { status: 'declined'; reason?: string }
  | { status: 'cancelled' };

/** The payer's wallet. A live implementation speaks DID Connect; the sandbox shows a panel. */
export interface WalletPort {
  connect(request: WalletRequest, signal?: AbortSignal): Promise<WalletOutcome>;
}

export type RealtimeEvent =
  | {
      type: 'invoice.paid';
      data: { id?: string; customer_id: string; subscription_id?: string; currency_id: string };
    }
  | { type: 'checkout.session.completed'; data: { id: string } }
  | { type: 'blocklet.reviewed'; data: { blockletId: string; status: string } };

export type RealtimeStatus = 'connecting' | 'open' | 'closed' | 'unavailable';

/** The relay channel `events`. Listeners must be cheap; unsubscribe when done. */
export interface RealtimePort {
  subscribe(listener: (event: RealtimeEvent) => void, onStatus?: (status: RealtimeStatus) => void): () => void;
}

export type CardResult =
  | { status: 'succeeded' }
  | { status: 'failed'; message: string; code?: string }
  | { status: 'cancelled' };

export interface CardMountOptions {
  clientSecret: string;
  intentType: 'payment_intent' | 'setup_intent';
  publishableKey?: string;
  locale: string;
  returnUrl: string;
}

/** A mounted card form (Stripe Elements live, a test-number form in the sandbox). */
export interface CardElement {
  confirm(): Promise<CardResult>;
  destroy(): void;
}

export interface CardPort {
  mount(container: HTMLElement, options: CardMountOptions): Promise<CardElement>;
}

export interface SessionPort {
  user(): SessionUser | null;
  /** Opens the platform login (or the sandbox identity picker); resolves with the new user. */
  login(): Promise<SessionUser | null>;
}

export type NoticeTone = 'error' | 'success' | 'info' | 'warning';

/** A toast. `key` is an i18n key; `text` is a server-made message shown as is. */
export interface Notice {
  tone: NoticeTone;
  key?: string;
  params?: Readonly<Record<string, string | number>>;
  text?: string;
}

export interface Notifier {
  notify(notice: Notice): void;
}

export interface Analytics {
  track(event: 'paySuccess' | 'payFailed', data: Readonly<Record<string, unknown>>): void;
}

export interface Clock {
  /** Milliseconds since the epoch; the sandbox clock may run ahead of the wall clock. */
  now(): number;
}

export interface PreferenceStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** Everything the composition root hands to routes; each machine takes the slice it needs. */
export interface Ports {
  checkout: CheckoutApi;
  billing: BillingApi;
  wallet: WalletPort;
  card: CardPort;
  realtime: RealtimePort;
  session: SessionPort;
  notifier: Notifier;
  analytics: Analytics;
  clock: Clock;
  preferences: PreferenceStore;
}

// Ports of one machine each.

/** The subscription endpoints the lifecycle needs of machines/subscription-lifecycle (adapters/ports/subscription-actions.ts implements it over adapters/api/subscriptions.ts). */
export interface SubscriptionActionsApi {
  get(id: string, signal?: AbortSignal): Promise<Subscription>;
  cancel(id: string, input: { feedback: CancellationReason; comment: string }): Promise<Subscription>;
  recoverInfo(id: string, signal?: AbortSignal): Promise<RecoverInfo>;
  recover(id: string): Promise<Subscription>;
  planOptions(id: string, signal?: AbortSignal): Promise<readonly Price[]>;
  previewPlan(id: string, priceId: string, signal?: AbortSignal): Promise<ChangePlanPreview>;
  /** At the preview's quote: the server charges exactly `amountDue` or refuses (QUOTE_EXPIRED / QUOTE_CHANGED). */
  changePlan(id: string, quote: { priceId: string; prorationDate: number; amountDue: string }): Promise<ChangePlanResult>;
  /** Drops a plan change still waiting for its payment; its invoice is voided. */
  cancelPendingUpdate(id: string): Promise<Subscription>;
  changePayment(id: string, currencyId: string): Promise<ChangePaymentResult>;
}

/** The auto-recharge-configs endpoints the auto top-up machine needs (adapters/ports/auto-top-up.ts implements it over adapters/api/auto-top-up.ts). */
export interface AutoTopUpApi {
  get(did: string, currencyId: string, signal?: AbortSignal): Promise<AutoTopUpConfig>;
  submit(payload: AutoTopUpPayload): Promise<AutoTopUpSubmitResult>;
  retrieve(id: string, signal?: AbortSignal): Promise<AutoTopUpConfig>;
}

// The session machine's (machines/session).

/** What the platform says about the visitor: who is signed in, and the session's livemode flag. */
export interface SessionInfo {
  user: SessionUser | null;
  livemode: boolean;
}

/** Things that happen to the session outside this page's own intents. */
export type PlatformSessionEvent =
  /** Logged out elsewhere (another tab, the platform's own menu): the page must leave. */
  | { type: 'platform.loggedOut' }
  /** Another account is now signed in (switch DID, sandbox identity menu): load it again. */
  | { type: 'platform.userChanged' }
  /** The session's livemode flag changed (e.g. the dashboard's test-mode switch). */
  | { type: 'platform.livemode'; livemode: boolean };

/**
 * The platform session as the session machine needs it. Live: `window.blocklet` and the
 * platform's `/.well-known/service` login and logout; sandbox: the identity the sandbox login
 * page picked. Implemented in adapters/session/, wired in routes/-shell/.
 */
export interface PlatformSessionPort {
  load(signal?: AbortSignal): Promise<SessionInfo>;
  /**
   * Starts a login in redirect mode: the browser leaves for the platform's login page, which
   * comes back to `returnTo` (a same-origin path with its query). Resolves only when the login
   * happens without leaving the page (a popup); a redirect never resolves.
   */
  login(returnTo: string): Promise<void>;
  logout(): Promise<void>;
  /** Platform events (logout elsewhere, a user switch, livemode); returns the unsubscribe. */
  subscribe(listener: (event: PlatformSessionEvent) => void): () => void;
}

// The app review machine's (machines/app-review).

/**
 * One app version's review on the store (docs/reference/store-shell.md §2.2); the route binds it
 * to the app's DID and version. appReviewImplementations (app-review.actors.ts) maps each review
 * action onto one of these calls.
 */
export interface AppReviewApi {
  /** The version's review state, the viewer's roles towards it and the store's rules. */
  load(): Promise<ReviewSnapshot>;
  requestReview(): Promise<unknown>;
  /** A reviewer's step, with the typed message: start (IN_REVIEW), approve (with its category), reject. */
  review(status: 'IN_REVIEW' | 'APPROVED' | 'REJECTED', extra: { content?: string; category?: string }): Promise<unknown>;
  cancelReview(): Promise<unknown>;
  /** Publishes through the wallet (DID Connect); rejects when the wallet does not sign. */
  publish(): Promise<unknown>;
  comment(content: string, kind: 'reply' | 'comment'): Promise<unknown>;
  /** Calls back when the other side acted on this app (relay 'blocklet.reviewed'); returns the unsubscribe. */
  watch(onReviewed: () => void): () => void;
}
