// The portal home's charts: reads GET /api/billing-history, computes each
// currency's series with domain/billing-history (exact, BigNumber), and hands the view the points
// with their exact texts. Loaded lazily with the chart library and its texts (PortalHome).
import { Alert, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { billingHistoryQuery, type BillingHistory } from '@adapters/api/billing-history';
import type { HttpClient } from '@adapters/http/client';
import {
  balanceSeries,
  balanceSummary,
  historyCurrencies,
  spendPerMonth,
  spendSummary,
} from '@domain/billing-history';
import type { PaymentCurrency } from '@domain/model';
import { money, moneyTokens, type MoneyCurrency } from '@domain/money';
import { amountText } from '@ui/common/Amount';
import { useT } from '@ui/i18n';
import { BillingCharts, type CurrencySeries } from '@ui/portal/BillingCharts';

type Currency = MoneyCurrency & Partial<Pick<PaymentCurrency, 'name'>>;

/**
 * The plotting edge: recharts draws numbers, so an exact smallest-unit string becomes a JS number
 * here and only here (a tick or a bar height tolerates the rounding; every sum was made before,
 * exactly, and every figure a person reads — summary, table — is the exact text).
 */
const plotted = (units: string, currency: Currency) => Number(moneyTokens(money(units, currency)));
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 2 });

/** One currency's series: each point plotted (a number) and written (the exact text). */
function currencySeries(
  currencyId: string,
  currency: Currency,
  rows: readonly { label: string; units: string }[],
  summary: string,
): CurrencySeries {
  return {
    currencyId,
    currency: currency.name ?? currency.symbol,
    points: rows.map((row) => ({ label: row.label, value: plotted(row.units, currency), text: text(row.units, currency) })),
    summary,
  };
}

const text = (units: string, currency: Currency) => amountText(money(units, currency), { grouped: true });

function useSeries(history: BillingHistory) {
  const t = useT();
  // A series is drawn in its own currency only: one the answer does not describe is left out
  // rather than read with guessed decimals.
  const currencyOf = (id: string): Currency | undefined => history.currencies.find((c) => c.id === id);
  const ids = historyCurrencies(history.credit, history.spend);
  const balance = ids.credit.flatMap((id): CurrencySeries[] => {
    const currency = currencyOf(id);
    if (!currency) return [];
    const points = balanceSeries(history.credit, id);
    const summary = balanceSummary(points);
    if (!summary) return [];
    const rows = points.map((p) => ({ label: p.day, units: p.balance }));
    return [
      currencySeries(
        id,
        currency,
        rows,
        t('portalCharts.balance.summary', {
          currency: currency.name ?? currency.symbol,
          count: points.length,
          from: points[0]!.day,
          to: points.at(-1)!.day,
          last: text(summary.last, currency),
          max: text(summary.max, currency),
        }),
      ),
    ];
  });
  const spend = ids.spend.flatMap((id): CurrencySeries[] => {
    const currency = currencyOf(id);
    if (!currency) return [];
    const months = spendPerMonth(history.spend, id);
    const summary = spendSummary(months);
    if (!summary) return [];
    const rows = months.map((m) => ({ label: m.month, units: m.total }));
    return [
      currencySeries(
        id,
        currency,
        rows,
        t('portalCharts.spend.summary', {
          currency: currency.name ?? currency.symbol,
          total: text(summary.total, currency),
          count: months.length,
          from: months[0]!.month,
          to: months.at(-1)!.month,
          topMonth: summary.top.month,
          top: text(summary.top.total, currency),
        }),
      ),
    ];
  });
  return { balance, spend };
}

function Charts({ history }: { history: BillingHistory }) {
  const { balance, spend } = useSeries(history);
  return <BillingCharts balance={balance} spend={spend} formatValue={(value) => compact.format(value)} />;
}

export function BillingChartsSection({ http }: { http: HttpClient }) {
  const t = useT();
  const history = useQuery(billingHistoryQuery(http));
  if (history.isPending) return <Skeleton height={240} aria-label={t('portalCharts.loading')} />;
  if (history.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('portalCharts.failed')}
      </Alert>
    );
  }
  return <Charts history={history.data} />;
}
