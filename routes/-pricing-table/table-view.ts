// What the table page shows for the chosen cycle and currency, derived from the table, the
// currencies the Payment Kit knows (GET /api/settings) and the payer's choices; the rules are
// domain/pricing-table's, this only joins them.
import type { PaymentCurrency, Settings } from '@domain/model';
import type { PricingTable, PricingTableItem } from '@domain/model/pricing-table';
import {
  chooseCurrency,
  chooseInterval,
  intervalControl,
  tableCurrencyIds,
  tableIntervals,
  tablePlans,
  type IntervalControl,
  type TableInterval,
  type TablePlan,
} from '@domain/pricing-table';

export interface TableChoices {
  interval: string | null;
  currency: string | null;
}

export interface TableView {
  intervals: readonly TableInterval[];
  interval: TableInterval | undefined;
  control: IntervalControl;
  currencies: readonly PaymentCurrency[];
  currency: PaymentCurrency | undefined;
  plans: readonly TablePlan<PricingTableItem>[];
}

/** Every currency the Payment Kit knows, by id (the table's own first, as the server expanded it). */
function knownCurrencies(table: PricingTable, settings: Settings | undefined): Map<string, PaymentCurrency> {
  const known = new Map<string, PaymentCurrency>();
  if (table.currency) known.set(table.currency.id, table.currency);
  for (const method of settings?.paymentMethods ?? []) for (const currency of method.payment_currencies) known.set(currency.id, currency);
  return known;
}

export function tableView(table: PricingTable, settings: Settings | undefined, choices: TableChoices, smallScreen: boolean): TableView {
  const intervals = tableIntervals(table.items);
  const interval = chooseInterval(intervals, choices.interval);
  const known = knownCurrencies(table, settings);
  // A currency the settings do not name cannot be formatted (its decimals are unknown): not offered.
  const offered = interval ? tableCurrencyIds(table.items, interval.key).filter((id) => known.has(id)) : [];
  const currencyId = chooseCurrency(offered, choices.currency, table.currency?.id);
  const currency = currencyId ? known.get(currencyId) : undefined;
  return {
    intervals,
    interval,
    control: intervalControl(intervals.length, smallScreen),
    currencies: offered.map((id) => known.get(id)!),
    currency,
    plans: interval && currency ? tablePlans(table.items, interval.key, currency) : [],
  };
}

