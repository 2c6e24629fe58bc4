// The portal home's two charts as data (docs/portal.md): a customer's credit balance over time
// from the signed movements of their credits (grants in, usage and lapsed rests out), and what
// they paid per calendar month from their paid invoices — each per currency. Pure: amounts are
// smallest-unit strings summed exactly with BigNumber (a float sum of 18-decimal amounts drifts);
// days and months are UTC, so the same history gives the same series in every time zone.
import { Big, toBigOrZero } from '../money';

/** One movement of a credit balance: + a grant taking effect, − usage or an expired rest. */
export interface CreditMovement {
  currency_id: string;
  /** Unix seconds. */
  at: number;
  /** Signed smallest units. */
  delta: string;
}

/** One paid invoice. */
export interface Payment {
  currency_id: string;
  /** Unix seconds. */
  at: number;
  /** Smallest units. */
  amount: string;
}

export interface BalancePoint {
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** The balance at the end of that day, smallest units. */
  balance: string;
}

export interface MonthTotal {
  /** YYYY-MM (UTC). */
  month: string;
  /** Paid in that month, smallest units ('0' for a month without payments between two with). */
  total: string;
}

const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const monthOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 7);

/**
 * The running balance of one currency, one point per day with a movement (the balance at the end
 * of that day), exact.
 */
export function balanceSeries(movements: readonly CreditMovement[], currencyId: string): BalancePoint[] {
  // Each point is a day's closing balance, a sum: the order of movements within a day cannot change it.
  const mine = movements.filter((m) => m.currency_id === currencyId).sort((a, b) => a.at - b.at);
  const points: BalancePoint[] = [];
  let balance = new Big(0);
  for (const movement of mine) {
    balance = balance.plus(toBigOrZero(movement.delta));
    const day = dayOf(movement.at);
    const last = points.at(-1);
    if (last && last.day === day) last.balance = balance.toFixed(0);
    else points.push({ day, balance: balance.toFixed(0) });
  }
  return points;
}

/** The next YYYY-MM after `month`. */
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * What was paid per month in one currency, from the first month with a payment to the last, months
 * between without payments included as '0' (a bar chart with gaps would hide them).
 */
export function spendPerMonth(payments: readonly Payment[], currencyId: string): MonthTotal[] {
  const totals = new Map<string, Big>();
  for (const payment of payments) {
    if (payment.currency_id !== currencyId) continue;
    const month = monthOf(payment.at);
    totals.set(month, (totals.get(month) ?? new Big(0)).plus(toBigOrZero(payment.amount)));
  }
  if (totals.size === 0) return [];
  const months = [...totals.keys()].sort();
  const result: MonthTotal[] = [];
  for (let month = months[0]!; month <= months.at(-1)!; month = nextMonth(month)) {
    result.push({ month, total: (totals.get(month) ?? new Big(0)).toFixed(0) });
  }
  return result;
}

/** The currencies with any credit movement or payment, in the order they first appear. */
export function historyCurrencies(
  movements: readonly CreditMovement[],
  payments: readonly Payment[],
): { credit: string[]; spend: string[] } {
  const unique = (ids: string[]) => [...new Set(ids)];
  return {
    credit: unique(movements.map((m) => m.currency_id)),
    spend: unique(payments.map((p) => p.currency_id)),
  };
}

/** The balance now (last point) and the highest balance of a series, exact; null for no points. */
export function balanceSummary(points: readonly BalancePoint[]): { last: string; max: string } | null {
  if (points.length === 0) return null;
  const max = points.reduce((top, p) => Big.max(top, new Big(p.balance)), new Big(points[0]!.balance));
  return { last: points.at(-1)!.balance, max: max.toFixed(0) };
}

/** The total paid and the month paid most (the first of equals), exact; null for no months. */
export function spendSummary(months: readonly MonthTotal[]): { total: string; top: MonthTotal } | null {
  if (months.length === 0) return null;
  let top = months[0]!;
  let total = new Big(0);
  for (const month of months) {
    total = total.plus(month.total);
    if (new Big(month.total).isGreaterThan(top.total)) top = month;
  }
  return { total: total.toFixed(0), top };
}
