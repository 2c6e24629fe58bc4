// The portal home's charts (docs/portal.md): credit balance over time and spend per month, one
// chart per currency. Loaded on its own (recharts is ≈ 100 kB gz): the portal home imports it
// lazily. Props in: the series already computed by domain/billing-history, each point with its
// plotted number and its exact text. The picture is hidden from assistive technology; what it
// shows is said in a text summary and can be read as a table (a native disclosure).
import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useT } from '../i18n';

export interface ChartPoint {
  /** YYYY-MM-DD or YYYY-MM. */
  label: string;
  /** The amount as a number, for plotting only (see the composition: the exact text is `text`). */
  value: number;
  /** The exact amount with its symbol. */
  text: string;
}

export interface CurrencySeries {
  currencyId: string;
  /** The currency's name or symbol, for the title and summary. */
  currency: string;
  points: readonly ChartPoint[];
  /** The text summary (already translated): what the chart shows. */
  summary: string;
}

export interface BillingChartsProps {
  balance: readonly CurrencySeries[];
  spend: readonly CurrencySeries[];
  /** Tick and tooltip format of a plotted value (the currency's precision). */
  formatValue: (value: number) => string;
}

function ChartFigure({
  series,
  kind,
  formatValue,
}: {
  series: CurrencySeries;
  kind: 'balance' | 'spend';
  formatValue: (value: number) => string;
}) {
  const t = useT();
  const captionId = useId();
  const data = series.points.map((point) => ({ label: point.label, value: point.value }));
  const seriesConfig = [
    {
      name: 'value',
      label: t(kind === 'balance' ? 'portalCharts.balance.value' : 'portalCharts.spend.value'),
      color: kind === 'balance' ? 'blue.6' : 'teal.6',
    },
  ];
  const common = {
    h: 200,
    data,
    dataKey: 'label',
    series: seriesConfig,
    valueFormatter: formatValue,
    tickLine: 'x' as const,
    gridAxis: 'y' as const,
    yAxisProps: { width: 64 },
  };
  let chart: ReactNode;
  if (kind === 'balance')
    chart = (
      <AreaChart
        {...common}
        curveType="stepAfter"
        withDots={data.length < 20}
        areaChartProps={{ accessibilityLayer: false }}
      />
    );
  else chart = <BarChart {...common} barChartProps={{ accessibilityLayer: false }} />;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="figure"
      m={0}
      aria-labelledby={captionId}
      data-testid={`chart-${kind}`}
      data-currency={series.currencyId}
    >
      <Text fw={600} size="sm" mb={4}>
        {series.currency}
      </Text>
      <div aria-hidden="true">{chart}</div>
      <Text component="figcaption" id={captionId} size="sm" mt="xs" data-testid="chart-summary">
        {series.summary}
      </Text>
      <details>
        <summary>
          <Text component="span" size="sm" td="underline" style={{ cursor: 'pointer' }}>
            {t('portalCharts.showTable')}
          </Text>
        </summary>
        <Table mt="xs" striped withTableBorder captionSide="top" data-testid="chart-table">
          <Table.Caption>{`${t(kind === 'balance' ? 'portalCharts.balance.title' : 'portalCharts.spend.title')} · ${series.currency}`}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                {t(kind === 'balance' ? 'portalCharts.balance.day' : 'portalCharts.spend.month')}
              </Table.Th>
              <Table.Th scope="col">
                {t(kind === 'balance' ? 'portalCharts.balance.value' : 'portalCharts.spend.value')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {series.points.map((point) => (
              <Table.Tr key={point.label}>
                <Table.Td>{point.label}</Table.Td>
                <Table.Td>{point.text}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </Card>
  );
}

/** The two charts side by side on a wide screen (stacked on a phone), one figure per currency. */
export function BillingCharts({ balance, spend, formatValue }: BillingChartsProps) {
  const t = useT();
  const titleId = useId();
  const empty = balance.length === 0 && spend.length === 0;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-testid="billing-charts">
      <Title order={2} size="h3" id={titleId}>
        {t('portalCharts.title')}
      </Title>
      {empty ? (
        <Text c="dimmed" data-testid="charts-empty">
          {t('portalCharts.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('portalCharts.balance.title')}
            </Title>
            {balance.length === 0 ? <Text c="dimmed">{t('portalCharts.balance.empty')}</Text> : null}
            {balance.map((series) => (
              <ChartFigure key={series.currencyId} series={series} kind="balance" formatValue={formatValue} />
            ))}
          </Stack>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('portalCharts.spend.title')}
            </Title>
            {spend.length === 0 ? <Text c="dimmed">{t('portalCharts.spend.empty')}</Text> : null}
            {spend.map((series) => (
              <ChartFigure key={series.currencyId} series={series} kind="spend" formatValue={formatValue} />
            ))}
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
}
