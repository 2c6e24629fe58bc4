// The records the sandbox keeps. They are the wire shapes of the Payment Kit (domain/model types)
// plus a few back-end-only fields under `_sandbox`, which handlers strip before answering.
import type { StoreData } from './app-store/model';
import type {
  AutoTopUpConfig,
  CheckoutSession,
  CreditGrant,
  CreditTransaction,
  Customer,
  Invoice,
  PaymentIntent,
  PaymentLink,
  Price,
  SessionUser,
  SettingsRecord,
  Subscription,
} from '@domain/model';

export type IdentityName = 'guest' | 'customer' | 'developer' | 'admin' | 'owner' | 'blocked' | 'ledger';

/** Who the sandbox thinks is calling: the platform login cookie of a real server. */
export interface Identity {
  id: IdentityName;
  /** Display name. */
  name: string;
  /** null for the guest: nobody is logged in. */
  user: SessionUser | null;
  description: string;
}

export interface SessionInternals {
  /** The price offered by GET …/cross-sell until it is added. */
  crossSellPriceId?: string;
  /** 'fail' makes fast-checkout-confirm answer fastPaid: false ("account changed"). */
  fastPay?: 'fail';
  /** Which method/currency the last submit chose. */
  submittedCurrencyId?: string;
  customerId?: string;
}

export type SessionRecord = CheckoutSession & { _sandbox?: SessionInternals };

export interface LinkTemplate {
  mode: CheckoutSession['mode'];
  currency_id: string;
  line_items: CheckoutSession['line_items'];
  extra?: Partial<CheckoutSession>;
  internals?: SessionInternals;
}

export type LinkRecord = PaymentLink & { _sandbox: LinkTemplate };

export type IntentRecord = PaymentIntent & {
  _sandbox: {
    clientSecret: string;
    intentType: 'payment_intent' | 'setup_intent';
    /** What succeeding this intent pays for. */
    purpose:
      | { kind: 'checkout'; sessionId: string }
      | { kind: 'change-payment'; subscriptionId: string }
      | { kind: 'auto-top-up'; configId: string; payer: string }
      /** The payment of an invoice paid outside a checkout (engine/payments.ts). */
      | { kind: 'invoice'; invoiceId: string };
  };
};

/** Invoices carry the moment after which an open invoice is overdue. */
export type InvoiceRecord = Invoice & { _sandbox?: { dueAt?: number } };

export interface WalletAccount {
  /** Per currency id, smallest unit. */
  balances: Record<string, string>;
  /** Per currency id: the allowance a subscription may draw without a connect step. */
  delegations: Record<string, string>;
}

export interface PendingWalletRequest {
  id: string;
  action: string;
  extraParams: Record<string, string>;
  title?: string;
  /** What the wallet shows: amount in smallest unit and the currency, when known. */
  amount?: string;
  currencyId?: string;
  createdAt: number;
}

/** `lost`: the server does the work and commits, then the answer is lost (a network error). */
export type FaultKind = 'latency' | 'error500' | 'network' | 'timeout' | 'malformed' | 'schema' | 'lost';

export interface Fault {
  kind: FaultKind;
  /** Extra milliseconds for `latency`. */
  ms?: number | undefined;
  /** How many calls it affects; absent means until cleared. */
  times?: number | undefined;
}

/** QA: how the next login ends instead of signing in ('closed': the payer closes the dialog). */
export type NextLogin = 'closed' | 'failed';
/** QA: how the next wallet request ends instead of waiting for Approve or Decline. */
export type NextWalletRequest = 'error';

export interface SandboxEventRecord {
  at: number;
  type: 'invoice.paid' | 'checkout.session.completed' | 'blocklet.reviewed';
  data: Record<string, string>;
}

export interface SandboxData {
  version: 1;
  /** Wall-clock ms at which the data were seeded; scenario dates are relative to it. */
  seededAt: number;
  /** How far the sandbox clock runs ahead of the wall clock. */
  clockOffsetMs: number;
  identity: IdentityName;
  seq: number;
  settingsRecords: SettingsRecord[];
  customers: Record<string, Customer>;
  prices: Record<string, Price>;
  links: Record<string, LinkRecord>;
  sessions: Record<string, SessionRecord>;
  intents: Record<string, IntentRecord>;
  invoices: Record<string, InvoiceRecord>;
  subscriptions: Record<string, Subscription>;
  creditGrants: Record<string, CreditGrant>;
  creditTransactions: Record<string, CreditTransaction>;
  autoTopUps: Record<string, AutoTopUpConfig>;
  /** Keyed by user DID. */
  wallets: Record<string, WalletAccount>;
  pendingWallet: PendingWalletRequest | null;
  /** Keyed by endpoint name (see handlers' route names) or 'relay'. */
  faults: Record<string, Fault>;
  /** QA, one-shot (cleared by the login that uses it): the next login is closed or fails. */
  nextLogin?: NextLogin;
  /** QA, one-shot (cleared by the request that uses it): the next wallet request fails with an error. */
  nextWalletRequest?: NextWalletRequest;
  events: SandboxEventRecord[];
  /** Sessions whose stake was synced to a DID Space etc.: free-form flags for tests. */
  flags: Record<string, boolean>;
  /** The app store (adapters/sandbox/app-store); seeded on first use. */
  appStore?: StoreData;
}

/** Removes the back-end-only fields (`_sandbox`) before a record goes on the wire. */
export function publicView<T extends object>(record: T): Omit<T, '_sandbox'> {
  const { _sandbox: _ignored, ...rest } = record as T & { _sandbox?: unknown };
  return rest;
}
