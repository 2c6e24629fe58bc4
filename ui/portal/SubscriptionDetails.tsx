import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { nextInvoiceAt } from '@domain/billing/next-invoice';
import { formatDate } from '@domain/display/format-date';
import type { Subscription } from '@domain/model';
import { Big, maybeMoney } from '@domain/money';
import { getPriceUnitAmount, isMetered } from '@domain/pricing';
import { getFreeTrialTime } from '@domain/trial';
import type { LifecycleAction, LifecyclePhase } from '@domain/subscription';
import { stakeText } from '../billing/money-text';
import { amountText } from '../common/Amount';
import { useI18n, useT } from '../i18n';
import { usePlanPriceText } from './plan-price-text';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';

export interface SubscriptionDetailsProps {
  subscription: Subscription;
  phase: LifecyclePhase;
  /** Offered actions (none while a dialog or refresh runs). */
  actions: readonly LifecycleAction[];
  busy: boolean;
  /** Unix seconds of the page clock (the sandbox clock may run ahead). */
  now: number;
  pastDueHref: string;
  onAction: (action: LifecycleAction) => void;
  /** The subscription's invoices (the billing tables' component). */
  invoices?: ReactNode;
}

const ACTION_LABEL = {
  cancel: 'portal.action.cancel',
  resume: 'portal.action.resume',
  changePlan: 'portal.action.changePlan',
  changePayment: 'portal.action.changePayment',
  payDue: 'portal.action.payDue',
} as const;

/** The subscription detail page body: items, status, trial, period, next invoice, stake, method, actions. */
export function SubscriptionDetails(props: SubscriptionDetailsProps) {
  const t = useT();
  const { locale } = useI18n();
  const { subscription: s, phase } = props;
  // Prices and the next invoice are in the subscription's currency; the stake in its own (stakeMoney).
  const priced = (amount: string) => {
    const value = maybeMoney(amount, s.paymentCurrency);
    return value ? amountText(value, { grouped: true }) : '-';
  };
  const date = (value: number | null | undefined) => formatDate(value, 'YYYY-MM-DD', locale);
  const items = s.items ?? [];
  const metered = items.some((item) => item.price && isMetered(item.price));
  const next = items.reduce((sum, item) => (item.price && !isMetered(item.price) ? sum.plus(new Big(getPriceUnitAmount(item.price, s.currency_id ?? '').amount).times(item.quantity)) : sum), new Big(0));
  const trial = phase === 'trialing' ? getFreeTrialTime({ trialEnd: s.trial_end ?? 0 }, props.now) : null;
  const trialKey = trial?.unit === 'minute' ? 'portal.subscription.trialMinutes' : trial?.unit === 'hour' ? 'portal.subscription.trialHours' : 'portal.subscription.trialDays';
  const planText = usePlanPriceText(s);
  const stake = s.stake?.amount ? stakeText(s) : null;
  // Never a date in the past (a past-due subscription whose period ran out: the next cycle).
  const nextAt = nextInvoiceAt(s, props.now);
  const facts: [string, ReactNode][] = [
    [t('portal.subscription.period'), t('portal.subscription.periodRange', { start: date(s.current_period_start), end: date(s.current_period_end) })],
    ...(trial ? ([[t('portal.subscription.trialLeft'), t(trialKey, { count: trial.count })]] as [string, ReactNode][]) : []),
    [
      t('portal.subscription.nextInvoice'),
      phase === 'canceled' || phase === 'cancelScheduled' || nextAt === null
        ? '-'
        : metered && next.isZero()
          ? t('portal.subscription.metered')
          : t('portal.subscription.nextInvoiceValue', { amount: priced(next.toFixed(0)), date: date(nextAt) }),
    ],
    [t('portal.subscription.stake'), <span data-testid="subscription-stake">{stake ? t(s.stake?.revoked ? 'portal.subscription.stakeRevoked' : s.stake?.returned ? 'portal.subscription.stakeReturned' : 'portal.subscription.stakeHeld', { amount: stake }) : t('portal.subscription.noStake')}</span>],
    [t('portal.subscription.paymentMethod'), <span data-testid="subscription-payment-method">{`${s.paymentMethod?.name ?? '-'} (${s.paymentCurrency?.symbol ?? s.currency_id ?? ''})`}</span>],
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Text c="dimmed" size="sm">
            {t('portal.subscription.title')}
          </Text>
          <Title order={1}>{s.description ?? s.id}</Title>
        </Stack>
        <SubscriptionStatusBadge phase={phase} />
      </Group>
      {phase === 'cancelScheduled' ? <Alert color="orange" data-testid="subscription-cancels">{t('portal.subscription.cancelsOn', { date: date(s.cancel_at ?? s.current_period_end) })}</Alert> : null}
      {phase === 'canceled' ? (
        <Alert color="gray" data-testid="subscription-canceled">
          {t('portal.subscription.canceledOn', { date: date(s.canceled_at) })} {t('portal.subscription.canceledNote')}
        </Alert>
      ) : null}
      {phase === 'pastDue' ? (
        <Alert color="red" title={t('portal.pastDue.title')}>
          <Text size="sm">{t('portal.pastDue.message')}</Text>
          <Anchor href={props.pastDueHref} size="sm" c="inherit" underline="always" fw={600}>
            {t('portal.action.payDue')}
          </Anchor>
        </Alert>
      ) : null}
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="xs">
          {t('portal.subscription.items')}
        </Title>
        <Stack gap={4}>
          {items.map((item) => (
            <Group key={item.id} justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text>{item.price?.product?.name ?? item.price_id}</Text>
                {item.price ? (
                  <Text size="sm" c="dimmed" data-testid="subscription-plan">
                    {planText(item.price)}
                  </Text>
                ) : null}
              </Stack>
              <Text c="dimmed">{t('portal.subscription.quantity', { quantity: item.quantity })}</Text>
            </Group>
          ))}
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" spacing="sm" m={0}>
        {facts.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {props.actions.length > 0 ? (
        <Group gap="sm" role="group" aria-label={t('portal.subscription.actions')}>
          {props.actions.map((action) => (
            <Button key={action} variant={action === 'cancel' ? 'default' : 'filled'} {...(action === 'cancel' ? { color: 'red' } : {})} onClick={() => props.onAction(action)} disabled={props.busy}>
              {t(ACTION_LABEL[action])}
            </Button>
          ))}
        </Group>
      ) : null}
      {props.invoices ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('portal.subscription.invoices')}
          </Title>
          {props.invoices}
        </Stack>
      ) : null}
    </Stack>
  );
}
