import { Alert, Anchor, Card, Code, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { grantNote, grantSource, grantUsage } from '@domain/credit';
import { creditGrantStatusColor, creditGrantStatusKey, formatDate } from '@domain/display';
import type { CreditGrant } from '@domain/model';
import { maybeMoney } from '@domain/money';
import { amountText } from '../common/Amount';
import { isMessageKey, useI18n, useT } from '../i18n';
import { StatusDot } from '../tables/cells';

export interface CreditGrantDetailsProps {
  grant: CreditGrant;
  /** Row links of the app (router base path, role). */
  links: { invoice: (id: string) => string; subscription: (id: string) => string; allGrants: string };
  /** The grant's credit transactions (the billing tables' component). */
  transactions: ReactNode;
}

const CATEGORY = { paid: 'detail.grant.category.paid', promotional: 'detail.grant.category.promotional' } as const;

/** /customer/credit-grant/{id}: the grant (balance, status colour, validity, scope, source) and its transactions. */
export function CreditGrantDetails({ grant, links, transactions }: CreditGrantDetailsProps) {
  const t = useT();
  const { locale } = useI18n();
  // In the grant's own credit currency; without it the amount is not shown (never guessed decimals).
  const money = (value: string) => {
    const amount = maybeMoney(value, grant.paymentCurrency);
    return amount ? amountText(amount, { grouped: true }) : '-';
  };
  const date = (value: string | number | null | undefined) => formatDate(value, 'YYYY-MM-DD HH:mm', locale);
  const amount = grant.amount ?? grant.remaining_amount;
  const usage = grantUsage(grant.amount, grant.remaining_amount);
  const source = grantSource(grant);
  const note = grantNote(grant.status);
  const statusKey = creditGrantStatusKey(grant.status);
  const prices = grant.applicability_config?.scope?.prices ?? [];
  const category = grant.category && grant.category in CATEGORY ? t(CATEGORY[grant.category as keyof typeof CATEGORY]) : grant.category;

  const facts: [string, ReactNode][] = [
    [
      t('detail.grant.currency'),
      <Group gap={6} wrap="nowrap">
        {grant.paymentCurrency?.logo ? <img src={grant.paymentCurrency.logo} alt="" width={18} height={18} style={{ borderRadius: '50%' }} /> : null}
        <span>{grant.paymentCurrency ? `${grant.paymentCurrency.name} (${grant.paymentCurrency.symbol})` : (grant.currency_id ?? '-')}</span>
      </Group>,
    ],
    [t('detail.grant.effective'), date(grant.effective_at ?? grant.created_at)],
    [t('detail.grant.expires'), grant.expires_at ? date(grant.expires_at) : t('detail.grant.neverExpires')],
    [
      t('detail.grant.scope'),
      prices.length === 0 ? (
        t('detail.grant.scopeAll')
      ) : (
        <Group gap={6} data-testid="grant-scope">
          {prices.map((price) => (
            <Code key={price}>{price}</Code>
          ))}
        </Group>
      ),
    ],
    ...(category ? ([[t('detail.grant.category'), category]] as [string, ReactNode][]) : []),
    [
      t('detail.grant.source'),
      source.invoiceId || source.subscriptionId ? (
        <Stack gap={2} data-testid="grant-source">
          {source.invoiceId ? <Anchor href={links.invoice(source.invoiceId)}>{t('detail.grant.sourceInvoice', { id: source.invoiceId })}</Anchor> : null}
          {source.subscriptionId ? (
            <Anchor href={links.subscription(source.subscriptionId)}>{t('detail.grant.sourceSubscription', { id: source.subscriptionId })}</Anchor>
          ) : null}
        </Stack>
      ) : (
        t('detail.grant.sourceNone')
      ),
    ],
    [t('detail.grant.id'), <Code>{grant.id}</Code>],
  ];

  return (
    <Stack gap="lg" data-testid="credit-grant" data-state={grant.status}>
      <Anchor href={links.allGrants} size="sm" w="fit-content">
        ← {t('detail.grant.allGrants')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Text c="dimmed" size="sm">
            {t('detail.grant.eyebrow')}
          </Text>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {grant.name ?? grant.id}
          </Title>
        </Stack>
        <Group gap={6} data-testid="grant-status">
          <Text size="sm" c="dimmed">
            {t('detail.grant.status')}
          </Text>
          <StatusDot state={grant.status} color={creditGrantStatusColor(grant.status)} label={isMessageKey(statusKey) ? t(statusKey) : grant.status} />
        </Group>
      </Group>
      {note ? (
        <Alert color={note === 'pending' ? 'orange' : 'gray'} variant="light" data-testid="grant-note">
          {t(`detail.grant.note.${note}`, { date: date(note === 'pending' ? grant.effective_at : grant.expires_at) })}
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('detail.grant.remaining')}
          </Text>
          <Text fz={32} fw={700} lh={1.1} data-testid="grant-remaining" td={grant.status === 'voided' ? 'line-through' : undefined}>
            {money(grant.remaining_amount)}
          </Text>
          <Text size="sm" c="dimmed" data-testid="grant-amount">
            {t('detail.grant.remainingOf', { remaining: money(grant.remaining_amount), amount: money(amount) })}
          </Text>
          <Progress
            value={usage.usedPercent}
            aria-label={t('detail.grant.usedPercent', { percent: usage.usedPercent })}
            color={usage.usedPercent >= 90 ? 'orange' : 'indigo'}
            size="md"
            radius="xl"
            mt={4}
          />
          <Text size="xs" c="dimmed">
            {t('detail.grant.usedPercent', { percent: usage.usedPercent })}
          </Text>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('detail.grant.transactions')}
        </Title>
        {transactions}
      </Stack>
    </Stack>
  );
}
