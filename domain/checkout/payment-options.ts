import type { LineItem, PaymentCurrency, PaymentMethod } from '@domain/model';
import { isCardMethod } from '@domain/payment';

/** The currencies a price can be paid in: its own and those of its currency options. */
const currenciesOfPrice = (item: LineItem): Set<string> => {
  const price = item.upsell_price ?? item.price;
  return new Set([price.currency_id, ...(price.currency_options ?? []).map((option) => option.currency_id)]);
};

/** Currencies every line item can be paid in (an empty cart accepts any). */
export function supportedCurrencyIds(items: readonly LineItem[]): Set<string> | null {
  if (items.length === 0) return null;
  const [first, ...rest] = items.map(currenciesOfPrice);
  return new Set([...first!].filter((id) => rest.every((set) => set.has(id))));
}

export interface PaymentOption {
  method: PaymentMethod;
  currencies: PaymentCurrency[];
}

/**
 * The methods and currencies a checkout offers: the site's active currencies that every item can
 * be paid in, grouped by method, methods without any left out; settings order kept.
 */
export function paymentOptions(methods: readonly PaymentMethod[], items: readonly LineItem[]): PaymentOption[] {
  const supported = supportedCurrencyIds(items);
  return methods
    .filter((method) => method.active !== false)
    .map((method) => ({
      method,
      currencies: method.payment_currencies.filter(
        (currency) => currency.active !== false && (supported === null || supported.has(currency.id)),
      ),
    }))
    .filter((option) => option.currencies.length > 0);
}

/** Local-storage key of the payer's preferred currency (docs/spec/checkout-and-billing.md §9), kept with the other storage keys. */
export { currencyPreferenceKey } from '@domain/platform/storage-keys';

export interface DefaultCurrencyInput {
  options: readonly PaymentOption[];
  /** `?currencyId=` on the page. */
  requested?: string | null | undefined;
  /** Logged in without a DID wallet among their connected accounts: card first. */
  userWithoutWallet: boolean;
  /** The remembered preference of this payer. */
  preferred?: string | null | undefined;
  /** The session's own currency. */
  sessionCurrencyId: string;
}

/**
 * docs/reference/payment-react.md §3.3, in order: the requested currency if offered; for a payer without a DID wallet
 * the first card currency; the remembered preference; the session's currency; the first offered.
 */
export function defaultCurrencyId(input: DefaultCurrencyInput): string | null {
  const offered = input.options.flatMap((option) => option.currencies.map((currency) => ({ currency, method: option.method })));
  const has = (id: string | null | undefined) => Boolean(id) && offered.some((entry) => entry.currency.id === id);
  if (has(input.requested)) return input.requested!;
  if (input.userWithoutWallet) {
    const card = offered.find((entry) => isCardMethod(entry.method));
    if (card) return card.currency.id;
  }
  if (has(input.preferred)) return input.preferred!;
  if (has(input.sessionCurrencyId)) return input.sessionCurrencyId;
  return offered[0]?.currency.id ?? null;
}

/** The method a currency belongs to, among the offered options. */
export const methodOfCurrency = (options: readonly PaymentOption[], currencyId: string): PaymentOption | undefined =>
  options.find((option) => option.currencies.some((currency) => currency.id === currencyId));
