import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PaymentCurrency } from '@domain/model';
import { maybeMoney } from '@domain/money';
import { amountText } from '../common/Amount';
import { useT } from '../i18n';

export interface CreditBalanceItem {
  currency_id: string;
  paymentCurrency: PaymentCurrency | null;
  /** Smallest units spendable now. */
  available: string;
  /** Smallest units of grants not yet in effect. */
  pending: string;
  /** Active grants only (spendable now); pending ones are in `pending`. */
  grant_count: number;
}

export interface CreditBalanceCardsProps {
  balances: readonly CreditBalanceItem[];
  grantsHref: string;
  transactionsHref: string;
}

/** The portal home's credit balance: one card per currency (available, pending), and the way to the grants. */
export function CreditBalanceCards({ balances, grantsHref, transactionsHref }: CreditBalanceCardsProps) {
  const t = useT();
  return (
    <Stack gap="xs" component="section" aria-labelledby="credit-balance-title" data-testid="credit-balance">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id="credit-balance-title">
          {t('detail.balance.title')}
        </Title>
        <Group gap="md">
          <Anchor href={transactionsHref} size="sm">
            {t('detail.balance.viewTransactions')}
          </Anchor>
          <Anchor href={grantsHref} size="sm">
            {t('detail.balance.viewGrants')}
          </Anchor>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {balances.map((balance) => {
          // Each balance in its own credit currency; without it no figure is guessed.
          const text = (amount: string) => {
            const value = maybeMoney(amount, balance.paymentCurrency);
            return value ? amountText(value, { grouped: true }) : '-';
          };
          return (
            <Card key={balance.currency_id} withBorder radius="md" padding="md" data-testid="credit-balance-card" data-currency={balance.currency_id}>
              <Group gap={8} wrap="nowrap" mb={6}>
                {balance.paymentCurrency?.logo ? <img src={balance.paymentCurrency.logo} alt="" width={20} height={20} style={{ borderRadius: '50%' }} /> : null}
                <Text size="sm" c="dimmed">
                  {balance.paymentCurrency?.name ?? balance.currency_id} · {t('detail.balance.available')}
                </Text>
              </Group>
              <Text fz={26} fw={700} lh={1.2} data-testid="credit-balance-available">
                {text(balance.available)}
              </Text>
              {balance.pending !== '0' ? (
                <Text size="sm" c="dimmed" data-testid="credit-balance-pending">
                  {t('detail.balance.pending', { amount: text(balance.pending) })}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed" mt={4} data-testid="credit-balance-grants">
                {balance.grant_count === 0 ? t('detail.balance.grantsNone') : balance.grant_count === 1 ? t('detail.balance.grantsOne') : t('detail.balance.grants', { count: balance.grant_count })}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
