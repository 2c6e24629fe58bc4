// Pricing tables: a table as GET /api/pricing-tables/{id} answers it (the real server's
// TPricingTableExpanded: each item with its price and product, the table with its currency), and
// the checkout one plan starts. The checkout is an ordinary session started from the plan's
// payment link (startSessionFromLink), so it is paid like any other.
import { getPriceCurrencyOptions } from '@domain/pricing';
import { currencyById } from '../catalog/currencies';
import { pricingTableLinkId, pricingTables, type PricingTableSpec } from '../catalog/pricing-tables';
import type { SessionRecord } from '../model';
import type { SandboxStore } from '../state';
import { refuse } from './errors';
import { saveSession, startSessionFromLink } from './sessions';

function tableOf(id: string): PricingTableSpec {
  const table = pricingTables.find((candidate) => candidate.id === id);
  if (!table) throw refuse(404, `Pricing table ${id} not found`);
  return table;
}

export function readPricingTable(store: SandboxStore, id: string) {
  const table = tableOf(id);
  const { prices } = store.read();
  const created = new Date(store.read().seededAt).toISOString();
  return {
    id: table.id,
    object: 'pricing_table' as const,
    active: true,
    livemode: true,
    locked: false,
    name: table.name,
    // The price as the sandbox holds it now (a merchant may have changed it since the table was made).
    items: table.plans.map((plan) => {
      const price = prices[plan.price.id] ?? plan.price;
      const { product, ...priceFields } = price;
      return {
        object: 'pricing_table_item' as const,
        price_id: price.id,
        product_id: price.product_id ?? product?.id ?? '',
        price: priceFields,
        product,
        is_highlight: plan.is_highlight,
        ...(plan.highlight_text ? { highlight_text: plan.highlight_text } : {}),
        ...(plan.subscription_data ? { subscription_data: plan.subscription_data } : {}),
        adjustable_quantity: { enabled: false, maximum: 1, minimum: 1 },
        allow_promotion_codes: false,
        custom_fields: [],
        submit_type: 'auto',
      };
    }),
    currency: { ...currencyById(table.currencyId), livemode: true },
    branding_settings: { background_color: '#ffffff', border_style: 'default', button_color: '#1f4e8c', font_family: 'inherit' },
    metadata: {},
    created_via: 'dashboard',
    created_at: created,
    updated_at: created,
  };
}

/**
 * POST /api/pricing-tables/{id}/checkout/{priceId}?currencyId=: a new session for the plan, in the
 * chosen currency (the price's own without one); a price the table does not sell, or a currency
 * the price is not offered in, is refused.
 */
export function startPricingTableCheckout(store: SandboxStore, tableId: string, priceId: string, currencyId: string | null): SessionRecord {
  const table = tableOf(tableId);
  if (!table.plans.some((plan) => plan.price.id === priceId)) throw refuse(400, `Price ${priceId} is not in pricing table ${tableId}`);
  const price = store.read().prices[priceId];
  if (!price) throw refuse(404, `Price ${priceId} not found`);
  const currency = currencyId || price.currency_id;
  if (!getPriceCurrencyOptions(price).some((option) => option.currency_id === currency)) {
    throw refuse(400, `Currency ${currency} is not available for price ${priceId}`);
  }
  const session = startSessionFromLink(store, pricingTableLinkId(tableId, priceId));
  return session.currency_id === currency ? session : saveSession(store, { ...session, currency_id: currency });
}
