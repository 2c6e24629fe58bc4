// The payment methods and currencies of the sandbox Payment Kit (GET /api/settings).
// Ids match test/fixtures so that fixtures and sandbox data read the same.
import type { PaymentCurrency, PaymentMethod } from '@domain/model';

export const CURRENCY = {
  abt: 'pc_abt',
  tba: 'pc_tba',
  credit: 'pc_credit',
  eth: 'pc_eth',
  usdc: 'pc_usdc',
  usd: 'pc_usd',
} as const;

export const METHOD = { arcblock: 'pm_arcblock', ethereum: 'pm_ethereum', stripe: 'pm_stripe' } as const;

/** A Stripe publishable key shape; the sandbox card never sends it anywhere. */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_sandbox_payment_kit';

// Longer names get a smaller font so that they stay inside the circle.
const logo = (name: string) => `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="16" fill="#4b5563"/><text x="16" y="${name.length > 3 ? 19.5 : 21}" font-size="${name.length > 3 ? 8.5 : 12}" text-anchor="middle" fill="#fff" font-family="sans-serif">${name}</text></svg>`,
)}`;

const currency = (
  id: string,
  name: string,
  symbol: string,
  decimal: number,
  methodId: string,
  extra: Partial<PaymentCurrency> = {},
): PaymentCurrency => ({
  id,
  name,
  symbol,
  logo: logo(symbol.slice(0, 3)),
  decimal,
  maximum_precision: Math.min(decimal, 6),
  payment_method_id: methodId,
  type: 'standard',
  active: true,
  ...extra,
});

export const currencies: readonly PaymentCurrency[] = [
  currency(CURRENCY.abt, 'ABT', 'ABT', 18, METHOD.arcblock, { is_base_currency: true }),
  currency(CURRENCY.tba, 'TBA', 'TBA', 18, METHOD.arcblock),
  currency(CURRENCY.credit, 'Credits', 'CR', 2, METHOD.arcblock, { type: 'credit' }),
  currency(CURRENCY.eth, 'Ether', 'ETH', 18, METHOD.ethereum),
  currency(CURRENCY.usdc, 'USD Coin', 'USDC', 6, METHOD.ethereum),
  currency(CURRENCY.usd, 'US Dollar', 'USD', 2, METHOD.stripe, { maximum_precision: 2 }),
];

export const currencyById = (id: string): PaymentCurrency | undefined => currencies.find((c) => c.id === id);

export function paymentMethods(livemode: boolean): PaymentMethod[] {
  const of = (methodId: string) =>
    currencies.filter((c) => c.payment_method_id === methodId).map((c) => ({ ...c, livemode }));
  return [
    {
      id: METHOD.arcblock,
      type: 'arcblock',
      name: 'ArcBlock',
      logo: logo('ABT'),
      livemode,
      active: true,
      settings: { arcblock: { api_host: 'https://beta.abtnetwork.io/api', explorer_host: 'https://explorer.abtnetwork.io' } },
      payment_currencies: of(METHOD.arcblock),
    },
    {
      id: METHOD.ethereum,
      type: 'ethereum',
      name: 'Ethereum',
      logo: logo('ETH'),
      livemode,
      active: true,
      settings: { ethereum: { api_host: 'https://sepolia.example', explorer_host: 'https://sepolia.etherscan.io', chain_id: 11155111 } },
      payment_currencies: of(METHOD.ethereum),
    },
    {
      id: METHOD.stripe,
      type: 'stripe',
      name: 'Card',
      logo: logo('CARD'),
      livemode,
      active: true,
      settings: { stripe: { dashboard: 'https://dashboard.stripe.com/test', publishable_key: SANDBOX_PUBLISHABLE_KEY } },
      payment_currencies: of(METHOD.stripe),
    },
  ];
}

export const methodById = (id: string): PaymentMethod | undefined => paymentMethods(true).find((m) => m.id === id);

export const methodOfCurrency = (currencyId: string): PaymentMethod | undefined => {
  const c = currencyById(currencyId);
  return c ? methodById(c.payment_method_id) : undefined;
};

export const baseCurrency = (livemode: boolean): PaymentCurrency => ({ ...currencies[0]!, livemode });
