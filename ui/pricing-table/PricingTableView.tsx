import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

export interface Choice {
  value: string;
  label: string;
}

export interface PricingTableViewProps {
  name: string;
  /** The billing cycles; `control` says how they are offered ('none' hides the switch). */
  intervals: readonly Choice[];
  interval: string;
  intervalControl: 'none' | 'segmented' | 'select';
  onInterval: (key: string) => void;
  currencies: readonly Choice[];
  currency: string;
  onCurrency: (id: string) => void;
  /** The plan cards (PlanCard) of the chosen cycle and currency. */
  children: ReactNode;
  /** How many plans are shown (the grid's columns). */
  planCount: number;
  /** Why the last choice did not open its checkout. */
  error?: string | null | undefined;
}

/** A pricing table: its name, the cycle switch and currency select, then the plans side by side. */
export function PricingTableView(props: PricingTableViewProps) {
  const { name, intervals, interval, intervalControl, onInterval, currencies, currency, onCurrency, children, planCount, error } = props;
  const t = useT();
  return (
    <Stack gap="lg" p="md" py="xl" maw={1120} mx="auto" data-testid="pricing-table">
      <Title order={1} ta="center" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Title>
      <Group justify="center" gap="md" wrap="wrap" align="flex-end">
        {intervalControl === 'segmented' ? (
          // A toggle group (Button.Group is role="group"): each cycle a button that says whether it is the one shown.
          <Button.Group aria-label={t('pricingTable.interval')} data-testid="pricing-interval">
            {intervals.map((choice) => (
              <Button
                key={choice.value}
                variant={choice.value === interval ? 'filled' : 'default'}
                aria-pressed={choice.value === interval}
                onClick={() => onInterval(choice.value)}
              >
                {choice.label}
              </Button>
            ))}
          </Button.Group>
        ) : null}
        {intervalControl === 'select' ? (
          // Native selects: the phone's own picker, and no popover code on the page.
          <NativeSelect
            label={t('pricingTable.interval')}
            data={intervals.map((choice) => ({ value: choice.value, label: choice.label }))}
            value={interval}
            onChange={(event) => onInterval(event.currentTarget.value)}
            w={200}
            data-testid="pricing-interval"
          />
        ) : null}
        {currencies.length > 1 ? (
          <NativeSelect
            label={t('pricingTable.currency')}
            data={currencies.map((choice) => ({ value: choice.value, label: choice.label }))}
            value={currency}
            onChange={(event) => onCurrency(event.currentTarget.value)}
            w={160}
            data-testid="pricing-currency"
          />
        ) : null}
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert" maw={720} mx="auto" w="100%">
          <Text size="sm">{error}</Text>
        </Alert>
      ) : null}
      <SimpleGrid
        component="section"
        // Named after the table: a page may embed two tables, and two regions called "Plans" are one landmark too many.
        aria-label={t('pricingTable.plans', { name })}
        cols={{ base: 1, sm: Math.min(planCount, 2), md: Math.min(planCount, 3) }}
        spacing="lg"
        maw={planCount < 3 ? planCount * 360 : undefined}
        mx="auto"
        w="100%"
      >
        {children}
      </SimpleGrid>
    </Stack>
  );
}
