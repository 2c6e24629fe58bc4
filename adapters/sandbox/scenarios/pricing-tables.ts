// Pricing tables (docs/pricing-table.md): plans with a trial and a highlighted plan in ABT or USD,
// three billing cycles in ABT or TBA, and a table with nothing to sell. The seed adds the plans'
// prices and, for each plan, the payment link its checkout starts from.
import { PRICING_TABLE, pricingTableLinkId, pricingTablePrices, pricingTables } from '../catalog/pricing-tables';
import type { LinkRecord, SandboxData } from '../model';
import { item } from './build';
import type { Scenario } from './scenario';

const group = 'Pricing tables';
const tablePath = (id: string) => `/checkout/pricing-table/${id}`;

function seedPricingTables(d: SandboxData) {
  d.prices = { ...d.prices, ...Object.fromEntries(pricingTablePrices.map((price) => [price.id, price])) };
  const links: Record<string, LinkRecord> = {};
  for (const table of pricingTables) {
    for (const plan of table.plans) {
      const id = pricingTableLinkId(table.id, plan.price.id);
      links[id] = {
        id,
        name: `${table.name}: ${plan.price.product?.name ?? plan.price.id}`,
        active: true,
        livemode: true,
        submit_type: 'auto',
        metadata: { pricing_table_id: table.id },
        _sandbox: {
          mode: 'subscription',
          currency_id: plan.price.currency_id,
          line_items: [item(d, `cs_${id}`, plan.price.id, 0)],
          extra: plan.subscription_data ? { subscription_data: plan.subscription_data } : {},
        },
      };
    }
  }
  d.links = { ...d.links, ...links };
}

export const pricingTableScenarios: Scenario[] = [
  {
    id: 'pricing-table',
    group,
    title: 'Pricing table: plans with a trial',
    description: 'Starter, Pro and Business, monthly or yearly, in ABT or USD. Pro is the popular plan with a 14-day trial ("Try for free"); choosing a plan opens its checkout.',
    identity: 'customer',
    path: tablePath(PRICING_TABLE.plans),
    seed: seedPricingTables,
  },
  {
    id: 'pricing-table-cycles',
    group,
    title: 'Pricing table: three billing cycles',
    description: 'Basic weekly, monthly or yearly and Team monthly or yearly, in ABT or TBA; the weekly plan has a 7-day trial in TBA only. On a phone the cycles are a select.',
    identity: 'customer',
    path: tablePath(PRICING_TABLE.cycles),
    // The first scenario's seed adds every table's prices and links.
    seed: () => undefined,
  },
  {
    id: 'pricing-table-empty',
    group,
    title: 'Pricing table with nothing to sell',
    description: 'A table without plans: "No items to purchase".',
    identity: 'customer',
    path: tablePath(PRICING_TABLE.empty),
    seed: () => undefined,
  },
];
