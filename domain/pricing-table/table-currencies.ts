// The currency select of a pricing table: which currencies the plans of one cycle can be paid in,
// and which one is chosen when the cycle changes.
import { getPriceCurrencyOptions, type PriceLike } from '../pricing';
import { intervalKeyOf } from './table-intervals';

/** What the currency rules read of a plan. */
export interface CurrencyPlanLike {
  readonly price: PriceLike;
}

/**
 * The currency ids the plans of a cycle offer, each once, in the order the plans list them (a
 * plan's own currency, then its other options), so the first plan decides the order.
 */
export function tableCurrencyIds(plans: readonly CurrencyPlanLike[], intervalKey: string): string[] {
  const ids: string[] = [];
  for (const plan of plans) {
    if (!plan.price.recurring || intervalKeyOf(plan.price.recurring) !== intervalKey) continue;
    for (const option of getPriceCurrencyOptions(plan.price)) if (!ids.includes(option.currency_id)) ids.push(option.currency_id);
  }
  return ids;
}

/**
 * The currency to show: the payer's current choice while this cycle still offers it (switching
 * from monthly to yearly keeps USD), else the table's own currency, else the first offered.
 */
export function chooseCurrency(offered: readonly string[], current: string | null | undefined, tableDefault: string | null | undefined): string | undefined {
  if (current && offered.includes(current)) return current;
  if (tableDefault && offered.includes(tableDefault)) return tableDefault;
  return offered[0];
}
