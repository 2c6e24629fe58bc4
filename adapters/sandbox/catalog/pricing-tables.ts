// The sandbox's pricing tables (prctbl_…) and the plans they sell. A table is catalogue data the
// merchant set up, not state a payer changes, so it lives here; its prices join the sandbox's
// prices and each plan gets the payment link its checkout starts from (scenarios/pricing-tables.ts).
import type { Price, Recurring, SubscriptionData } from '@domain/model';
import { CURRENCY } from './currencies';
import { price, product } from './prices';

export const PRICING_TABLE = {
  plans: 'prctbl_sbx_plans',
  cycles: 'prctbl_sbx_cycles',
  empty: 'prctbl_sbx_empty',
} as const;

export interface PricingTablePlanSpec {
  price: Price;
  is_highlight: boolean;
  highlight_text?: string;
  subscription_data?: SubscriptionData;
}

export interface PricingTableSpec {
  id: string;
  name: string;
  /** The table's own currency (the default of its currency select). */
  currencyId: string;
  plans: readonly PricingTablePlanSpec[];
}

const every = (interval: Recurring['interval']): Recurring => ({ interval, interval_count: 1, usage_type: 'licensed' });
const features = (...names: string[]) => ({ features: names.map((name) => ({ name })) });

const starter = product('prod_tbl_starter', 'Starter', { description: 'For one person trying things out.', ...features('1 project', 'Community support') });
const pro = product('prod_tbl_pro', 'Pro', { description: 'For a growing team.', ...features('10 projects', 'Email support', 'Usage reports') });
const business = product('prod_tbl_business', 'Business', { description: 'For companies with many apps.', ...features('Unlimited projects', 'Priority support', 'Audit log') });
const basic = product('prod_tbl_basic', 'Basic', { description: 'Pay as often as suits you.', ...features('5 GB storage', 'Daily backups') });
const team = product('prod_tbl_team', 'Team', { description: 'Everything in Basic, for five seats.', ...features('50 GB storage', 'Hourly backups', '5 seats') });

const abtUsd = (abt: string, usd: string): [string, string][] => [[CURRENCY.abt, abt], [CURRENCY.usd, usd]];
const abtTba = (amount: string): [string, string][] => [[CURRENCY.abt, amount], [CURRENCY.tba, amount]];

/** The table plans' prices (ids price_tbl_…), added to the sandbox's prices by the scenario seed. */
export const pricingTablePrices: readonly Price[] = [
  price({ id: 'price_tbl_starter_month', product: starter, amounts: abtUsd('5', '4.99'), recurring: every('month') }),
  price({ id: 'price_tbl_starter_year', product: starter, amounts: abtUsd('50', '49.90'), recurring: every('year') }),
  price({ id: 'price_tbl_pro_month', product: pro, amounts: abtUsd('10', '9.99'), recurring: every('month') }),
  price({ id: 'price_tbl_pro_year', product: pro, amounts: abtUsd('100', '99.90'), recurring: every('year') }),
  price({ id: 'price_tbl_business_month', product: business, amounts: abtUsd('30', '29.99'), recurring: every('month') }),
  price({ id: 'price_tbl_business_year', product: business, amounts: abtUsd('300', '299.90'), recurring: every('year') }),
  price({ id: 'price_tbl_basic_week', product: basic, amounts: abtTba('1'), recurring: every('week') }),
  price({ id: 'price_tbl_basic_month', product: basic, amounts: abtTba('3'), recurring: every('month') }),
  price({ id: 'price_tbl_basic_year', product: basic, amounts: abtTba('30'), recurring: every('year') }),
  price({ id: 'price_tbl_team_month', product: team, amounts: abtTba('12'), recurring: every('month') }),
  price({ id: 'price_tbl_team_year', product: team, amounts: abtTba('120'), recurring: every('year') }),
];

const priceOf = (id: string): Price => {
  const found = pricingTablePrices.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Pricing table uses unknown price ${id}`);
  return found;
};

const plan = (priceId: string, extra: Partial<Omit<PricingTablePlanSpec, 'price'>> = {}): PricingTablePlanSpec => ({
  price: priceOf(priceId),
  is_highlight: false,
  ...extra,
});

const proTrial = { is_highlight: true, highlight_text: 'popular', subscription_data: { trial_period_days: 14 } };

export const pricingTables: readonly PricingTableSpec[] = [
  {
    id: PRICING_TABLE.plans,
    name: 'Sandbox plans',
    currencyId: CURRENCY.abt,
    plans: [
      plan('price_tbl_starter_month'),
      plan('price_tbl_pro_month', proTrial),
      plan('price_tbl_business_month'),
      plan('price_tbl_starter_year'),
      plan('price_tbl_pro_year', proTrial),
      plan('price_tbl_business_year'),
    ],
  },
  {
    id: PRICING_TABLE.cycles,
    name: 'Storage plans',
    currencyId: CURRENCY.abt,
    plans: [
      plan('price_tbl_basic_week', { subscription_data: { trial_period_days: 7, trial_currency: CURRENCY.tba } }),
      plan('price_tbl_basic_month'),
      plan('price_tbl_basic_year'),
      plan('price_tbl_team_month'),
      plan('price_tbl_team_year', { is_highlight: true, highlight_text: 'Best value' }),
    ],
  },
  { id: PRICING_TABLE.empty, name: 'Coming soon', currencyId: CURRENCY.abt, plans: [] },
];

/** The payment link a plan's checkout starts from (one per table and price). */
export const pricingTableLinkId = (tableId: string, priceId: string) => `plink_${tableId.slice('prctbl_'.length)}_${priceId.slice('price_'.length)}`;

