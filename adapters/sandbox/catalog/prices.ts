// Products and prices of the sandbox shop. Amounts are written in tokens here for readability
// and stored in smallest units, as the API sends them.
import { fromTokenToUnit } from '@domain/money';
import type { CurrencyOption, Price, Product, Recurring } from '@domain/model';
import { CURRENCY, currencyById } from './currencies';

const units = (currencyId: string, token: string) => fromTokenToUnit(token, currencyById(currencyId)?.decimal ?? 18);

const option = (currencyId: string, token: string, extra: Partial<CurrencyOption> = {}): CurrencyOption => ({
  currency_id: currencyId,
  unit_amount: units(currencyId, token),
  ...extra,
});

const image = (label: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="12" fill="${color}"/><text x="48" y="56" font-size="22" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`;

export const product = (id: string, name: string, extra: Partial<Product> = {}): Product => ({
  id,
  name,
  description: null,
  images: [image(name.slice(0, 2).toUpperCase(), '#1f4e8c')],
  type: 'service',
  unit_label: null,
  statement_descriptor: 'Sandbox Shop',
  ...extra,
});

interface PriceSpec {
  id: string;
  product: Product;
  /** [currency id, token amount] pairs; the first is the price's own currency. */
  amounts: [string, string][];
  recurring?: Recurring;
  extra?: Partial<Price>;
}

export function price({ id, product: p, amounts, recurring, extra = {} }: PriceSpec): Price {
  const [[currencyId, token], ...rest] = amounts as [[string, string], ...[string, string][]];
  return {
    id,
    type: recurring ? 'recurring' : 'one_time',
    active: true,
    livemode: true,
    currency_id: currencyId,
    unit_amount: units(currencyId, token),
    currency_options: [option(currencyId, token), ...rest.map(([c, t]) => option(c, t))],
    recurring: recurring ?? null,
    product_id: p.id ?? id,
    product: p,
    quantity_available: 0,
    quantity_sold: 0,
    quantity_limit_per_checkout: 0,
    ...extra,
  };
}

const monthly: Recurring = { interval: 'month', interval_count: 1, usage_type: 'licensed' };
const yearly: Recurring = { interval: 'year', interval_count: 1, usage_type: 'licensed' };

const proProduct = product('prod_pro', 'Pro Plan', { description: 'Everything in the sandbox, billed per cycle.' });
const ebook = product('prod_ebook', 'Payment Patterns (e-book)', { type: 'good' });
const stickers = product('prod_stickers', 'Sticker pack', { type: 'good' });
const creditPack = product('prod_credits', 'AI credits', { type: 'credit', unit_label: 'credits' });

export const PRICE = {
  proYearly: 'price_pro_yearly',
  proMonthly: 'price_pro_monthly',
  proCardOnly: 'price_pro_card',
  ebook: 'price_ebook',
  stickers: 'price_stickers',
  stickersRequired: 'price_stickers_required',
  apiCalls: 'price_api_calls',
  creditUsage: 'price_credit_usage',
  creditPack: 'price_credit_pack',
  tip: 'price_tip',
  payWhatYouWant: 'price_pwyw',
  limited: 'price_limited',
  ethItem: 'price_eth_item',
  setupPlan: 'price_setup_plan',
} as const;

const proYearly = price({
  id: PRICE.proYearly,
  product: proProduct,
  amounts: [[CURRENCY.abt, '100'], [CURRENCY.tba, '100'], [CURRENCY.usd, '99.90']],
  recurring: yearly,
});

export const catalogPrices: readonly Price[] = [
  proYearly,
  price({
    id: PRICE.proMonthly,
    product: proProduct,
    amounts: [[CURRENCY.abt, '10'], [CURRENCY.tba, '10'], [CURRENCY.usd, '9.99']],
    recurring: monthly,
    extra: { upsell: { upsells_to_id: PRICE.proYearly, upsells_to: proYearly } },
  }),
  price({ id: PRICE.proCardOnly, product: product('prod_pro_card', 'Pro Plan (card)'), amounts: [[CURRENCY.usd, '12']], recurring: monthly }),
  price({ id: PRICE.ebook, product: ebook, amounts: [[CURRENCY.abt, '5'], [CURRENCY.tba, '5'], [CURRENCY.usd, '4.99']] }),
  price({ id: PRICE.stickers, product: stickers, amounts: [[CURRENCY.abt, '1'], [CURRENCY.tba, '1'], [CURRENCY.usd, '0.99']] }),
  price({ id: PRICE.stickersRequired, product: product('prod_support', 'Setup support (required add-on)'), amounts: [[CURRENCY.abt, '2'], [CURRENCY.usd, '1.99']] }),
  price({
    id: PRICE.apiCalls,
    product: product('prod_api', 'API calls', { unit_label: 'call' }),
    amounts: [[CURRENCY.abt, '0.01'], [CURRENCY.usd, '0.01']],
    recurring: { interval: 'month', interval_count: 1, usage_type: 'metered', aggregate_usage: 'sum' },
  }),
  price({
    id: PRICE.creditUsage,
    product: product('prod_ai_usage', 'AI usage (paid with credits)', { unit_label: 'token' }),
    amounts: [[CURRENCY.credit, '0.01']],
    recurring: { interval: 'month', interval_count: 1, usage_type: 'metered', aggregate_usage: 'sum' },
  }),
  price({
    id: PRICE.creditPack,
    product: creditPack,
    amounts: [[CURRENCY.usd, '10'], [CURRENCY.abt, '10']],
    extra: { metadata: { credit_config: { credit_amount: '1000', currency_id: CURRENCY.credit, valid_duration_value: 365, valid_duration_unit: 'days' } } },
  }),
  price({
    id: PRICE.tip,
    product: product('prod_tip', 'Tip the author'),
    amounts: [[CURRENCY.abt, '5']],
    extra: { custom_unit_amount: { enabled: true, preset: '5', presets: ['1', '5', '10'], minimum: '0.5', maximum: '100' } },
  }),
  price({
    id: PRICE.payWhatYouWant,
    product: product('prod_pwyw', 'Pay what you want'),
    amounts: [[CURRENCY.abt, '3'], [CURRENCY.usd, '3']],
    extra: { custom_unit_amount: { enabled: true, preset: '3', presets: ['3', '6', '9'], minimum: '1', maximum: '50' } },
  }),
  price({
    id: PRICE.limited,
    product: product('prod_limited', 'Limited edition print', { type: 'good' }),
    amounts: [[CURRENCY.abt, '8'], [CURRENCY.usd, '7.99']],
    extra: { quantity_available: 5, quantity_sold: 3, quantity_limit_per_checkout: 3 },
  }),
  price({ id: PRICE.ethItem, product: product('prod_eth', 'Chain report'), amounts: [[CURRENCY.eth, '0.002'], [CURRENCY.usdc, '5'], [CURRENCY.usd, '5']] }),
  price({ id: PRICE.setupPlan, product: product('prod_setup', 'Usage plan (setup now, pay later)'), amounts: [[CURRENCY.abt, '0'], [CURRENCY.usd, '0']], recurring: monthly }),
];
