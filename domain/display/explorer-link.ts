import type { PaymentMethodSettings, PaymentMethodType, TransactionRecord } from '@domain/model';

// Where a payment landed, as a link (docs/spec/checkout-and-billing.md §3: "Transaction record: tx_hash per
// chain … card payment_intent_id"; payment method settings carry explorer_host per chain and the
// card provider's dashboard). The tables, the invoice page and the payment history all show a
// transaction hash this way, so the rule lives here once.
//
//   transactionLink({ method, details })
//     method:  the payment method that took the payment ({ type, livemode, settings }), as listed
//              by GET /api/settings (a currency's payment_method_id names it)
//     details: the record's payment_details (intent) or metadata.payment_details (invoice)
//   → { chain, text, href } or undefined when there is no transaction at all.
//
// Chains and their explorer paths: arcblock → {explorer_host}/txs/{hash}; ethereum, base and
// bitcoin → {explorer_host}/tx/{hash}. A card payment is the provider's intent id: its dashboard
// link ({dashboard}/payments/{id}) is the merchant's, so it is built only when `merchant` is true
// (owner and admin); a customer sees the id as text. An explorer host that is not http(s) gives no
// link (never a javascript: or relative URL out of server data).

/** A transaction is on the chain of the payment method that took it ('stripe': the card provider). */
export type TransactionChain = PaymentMethodType;

export interface ExplorerMethod {
  readonly type: string;
  readonly livemode?: boolean | undefined;
  readonly settings?: PaymentMethodSettings | null | undefined;
}

export interface TransactionLink {
  readonly chain: TransactionChain;
  /** The hash (or card intent id), in full. */
  readonly text: string;
  /** The explorer (or dashboard) page, or null when none can be built. */
  readonly href: string | null;
}

export interface TransactionLinkInput {
  readonly method: ExplorerMethod | null | undefined;
  readonly details: TransactionRecord | null | undefined;
  /** Owner and admin: card payments link to the provider's dashboard. */
  readonly merchant?: boolean | undefined;
}

const CHAIN_PATH = { arcblock: 'txs', ethereum: 'tx', base: 'tx', bitcoin: 'tx' } as const;
type Chain = keyof typeof CHAIN_PATH;
const CHAINS = Object.keys(CHAIN_PATH) as Chain[];
const isChain = (type: string): type is Chain => (CHAINS as string[]).includes(type);

/** The card provider's dashboard when the method's settings name none. */
export const STRIPE_DASHBOARD = { live: 'https://dashboard.stripe.com', test: 'https://dashboard.stripe.com/test' } as const;

/** `host` + path segments, or null unless host is an absolute http(s) URL. */
function join(host: string | null | undefined, ...segments: string[]): string | null {
  if (!host || !/^https?:\/\/[^/\s]+/i.test(host.trim())) return null;
  return [host.trim().replace(/\/+$/, ''), ...segments.map(encodeURIComponent)].join('/');
}

export function transactionLink({ method, details, merchant = false }: TransactionLinkInput): TransactionLink | undefined {
  if (!details) return undefined;
  // The method's own chain first; a record that landed elsewhere still shows its hash.
  const order: Chain[] = method && isChain(method.type) ? [method.type, ...CHAINS.filter((c) => c !== method.type)] : CHAINS;
  for (const chain of order) {
    const hash = details[chain]?.tx_hash;
    if (!hash) continue;
    return { chain, text: hash, href: join(method?.settings?.[chain]?.explorer_host, CHAIN_PATH[chain], hash) };
  }
  const intent = details.stripe?.payment_intent_id;
  if (!intent) return undefined;
  const dashboard = method?.settings?.stripe?.dashboard ?? (method?.livemode === false ? STRIPE_DASHBOARD.test : STRIPE_DASHBOARD.live);
  return { chain: 'stripe', text: intent, href: merchant ? join(dashboard, 'payments', intent) : null };
}

/** An account (payer, stake address) on the method's chain explorer, or null. */
export function explorerAccountLink(method: ExplorerMethod | null | undefined, address: string | null | undefined): string | null {
  if (!method || !address || !isChain(method.type)) return null;
  return join(method.settings?.[method.type]?.explorer_host, method.type === 'arcblock' ? 'accounts' : 'address', address);
}

/** "0x12ab34…ef90": a long hash shortened for a table cell (the full text stays in the link's title). */
export function shortHash(text: string, head = 8, tail = 4): string {
  return text.length > head + tail + 2 ? `${text.slice(0, head)}…${text.slice(-tail)}` : text;
}
