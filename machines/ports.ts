// The interfaces machines need from the outside world. adapters/ implements them (a real Payment
// Kit, or the sandbox); tests provide fakes. Machines never import adapters, React or a query client.
import type {
  CheckoutSession,
  CheckoutSubmitResponse,
  Customer,
  FastCheckoutConfirmResponse,
  OverdueResponse,
  Price,
  RetrieveCheckoutResponse,
  SessionUser,
} from '@domain/model';
import type { OverdueTarget } from '@domain/billing';
import type { PaymentKind } from '@domain/payment';

/** The checkout form as the submit endpoint expects it (spec §3 form fields). */
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
}

export type { OverdueTarget } from '@domain/billing';

export interface BillingApi {
  overdueInvoices(target: OverdueTarget, signal?: AbortSignal): Promise<OverdueResponse>;
  customerMe(signal?: AbortSignal): Promise<Customer | null>;
}

/** DID Connect actions (spec §7): the checkout mode, or a collection/stake action. */
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
  /** App store DID Connect actions (reference store §3): stake for a developer passport, CLI / Studio connect. */
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
