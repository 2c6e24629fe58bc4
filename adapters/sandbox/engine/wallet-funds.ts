// The sandbox wallet's money, as a real DID wallet handles it: whose wallet signs, what it holds, the refusal a real
// DID wallet gives when a payment is above its balance, the debit when it pays, and the test-token
// faucet. Amounts are smallest-unit strings, computed with Big; never JS numbers.
import { Big, formatMoney as formatDomainMoney, fromTokenToUnit, money } from '@domain/money';
import { CURRENCY, currencyById } from '../catalog/currencies';
import { GUEST_WALLET_DID, customerIdOf } from '../catalog/identities';
import type { SandboxData, WalletAccount } from '../model';
import type { SandboxStore } from '../state';
import { callerOf } from './auth';
import { availableCredits } from './credit-balance';
import { spendCredits } from './credits';

/** Test tokens the sandbox wallet can request from a faucet, and how much one press gives (tokens). */
export const FAUCETS: readonly { currencyId: string; tokens: string }[] = [{ currencyId: CURRENCY.tba, tokens: '100' }];

/** The DID of the wallet that approves a request: the signed-in identity's, or the guest's. */
export const signingWalletDid = (data: SandboxData): string => callerOf(data).user?.did ?? GUEST_WALLET_DID;

const EMPTY: WalletAccount = { balances: {}, delegations: {} };

/**
 * "5 TBA": the domain's money formatting (grouped thousands, 6 decimals unless `exact`) and the
 * currency's symbol.
 */
export function formatMoney(amount: string, currencyId: string, exact = false): string {
  const currency = currencyById(currencyId) ?? { id: currencyId, symbol: currencyId, decimal: 18 };
  return formatDomainMoney(money(amount, currency), { grouped: true, ...(exact ? { precision: currency.decimal } : {}) });
}

/**
 * Said when the wallet refuses a payment above its balance. English, like every text the sandbox
 * makes; the page shows it in its own language (ui/i18n/error-text.ts matches this shape).
 */
export const insufficientBalanceMessage = (needed: string, held: string) =>
  `Insufficient balance: this payment needs ${needed}, your wallet holds ${held}.`;

/** The wallet refused: its balance in the currency is below what it must pay now. */
export class InsufficientBalanceError extends Error {
  constructor(
    readonly currencyId: string,
    readonly needed: string,
    readonly held: string,
  ) {
    // Rounded to 6 decimals, 59.9999999 held would read as the 60 needed: then both in full.
    const exact = formatMoney(needed, currencyId) === formatMoney(held, currencyId);
    super(insufficientBalanceMessage(formatMoney(needed, currencyId, exact), formatMoney(held, currencyId, exact)));
    this.name = 'InsufficientBalanceError';
  }
}

/** What the wallet of `did` holds in a currency; credits are the payer's unspent credit grants. */
export function walletBalance(data: SandboxData, did: string, currencyId: string): Big {
  if (currencyById(currencyId)?.type === 'credit') return availableCredits(data, customerIdOf(did), currencyId);
  return new Big(data.wallets[did]?.balances[currencyId] ?? '0');
}

/** A card currency is charged outside the wallet: the wallet's balances never pay it. */
const paidByWallet = (currencyId: string) => currencyById(currencyId)?.payment_method_id !== 'pm_stripe';

/** Throws InsufficientBalanceError when the wallet of `did` holds less than `amount`; nothing changes. */
export function requireFunds(data: SandboxData, did: string, currencyId: string, amount: string): void {
  if (!paidByWallet(currencyId) || !new Big(amount).isGreaterThan(0)) return;
  const held = walletBalance(data, did, currencyId);
  if (held.isLessThan(amount)) throw new InsufficientBalanceError(currencyId, new Big(amount).toFixed(0), held.toFixed(0));
}

/** Takes `amount` from the wallet of `did` (credits: from its grants). Call after requireFunds. */
export function debitWallet(store: SandboxStore, did: string, currencyId: string, amount: string, description: string): void {
  if (!paidByWallet(currencyId) || !new Big(amount).isGreaterThan(0)) return;
  if (currencyById(currencyId)?.type === 'credit') {
    spendCredits(store, customerIdOf(did), currencyId, amount, description);
    return;
  }
  store.update((d) => {
    const account = d.wallets[did] ?? EMPTY;
    const left = new Big(account.balances[currencyId] ?? '0').minus(amount);
    d.wallets = { ...d.wallets, [did]: { ...account, balances: { ...account.balances, [currencyId]: left.toFixed(0) } } };
  });
}

/**
 * Pays `amount` from the signing wallet: refuses (throws) when it holds less, else debits it.
 * Zero costs nothing and needs no funds (a trial, a setup without stake).
 */
export function payFromWallet(store: SandboxStore, currencyId: string, amount: string, description: string): void {
  const did = signingWalletDid(store.read());
  requireFunds(store.read(), did, currencyId, amount);
  debitWallet(store, did, currencyId, amount, description);
}

/** The faucet: the signing wallet receives one faucet's worth of a test token; answers the new balance. */
export function takeFromFaucet(store: SandboxStore, currencyId: string): string {
  const faucet = FAUCETS.find((f) => f.currencyId === currencyId);
  const currency = currencyById(currencyId);
  if (!faucet || !currency) throw new Error(`No faucet for ${currencyId}: only test tokens have one`);
  const did = signingWalletDid(store.read());
  return store.update((d) => {
    const account = d.wallets[did] ?? EMPTY;
    const next = new Big(account.balances[currencyId] ?? '0').plus(fromTokenToUnit(faucet.tokens, currency.decimal)).toFixed(0);
    d.wallets = { ...d.wallets, [did]: { ...account, balances: { ...account.balances, [currencyId]: next } } };
    return next;
  });
}
