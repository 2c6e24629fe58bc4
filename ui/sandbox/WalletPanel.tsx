import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatAmount } from '@domain/money';
import { isMessageKey, useT } from '../i18n';
import type { CurrencyView, WalletRequestView } from './types';

export interface WalletPanelProps {
  request: WalletRequestView | null;
  /** Currencies by id, to show amounts in tokens with their symbol. */
  currencies: Readonly<Record<string, CurrencyView>>;
  /** The signed-in identity's balances (smallest units by currency id); null for a guest. */
  balances: Readonly<Record<string, string>> | null;
  busy?: boolean;
  onApprove: () => void;
  onDecline: () => void;
}

/** The simulated DID wallet: what is asked, for how much, and Approve / Decline. */
export function WalletPanel({ request, currencies, balances, busy = false, onApprove, onDecline }: WalletPanelProps) {
  const t = useT();
  const currency = request?.currencyId ? currencies[request.currencyId] : undefined;
  const actionKey = request ? `sandbox.wallet.action.${request.action}` : '';
  const actionText = request ? (isMessageKey(actionKey) ? t(actionKey) : request.action) : '';
  const balanceRows = Object.entries(balances ?? {}).filter(([id]) => currencies[id]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sandbox-wallet-title" data-testid="sandbox-wallet" data-state={request ? 'pending' : 'idle'}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="sandbox-wallet-title">
          {t('sandbox.wallet.title')}
        </Title>
        {request ? (
          <Stack gap={4} data-testid="sandbox-wallet-request">
            {request.title ? <Text fw={600}>{request.title}</Text> : null}
            <Text size="sm">
              {t('sandbox.wallet.action')}: <strong>{actionText}</strong>
            </Text>
            {request.amount !== undefined && currency ? (
              <Text size="sm">
                {t('sandbox.wallet.amount')}: <strong data-testid="sandbox-wallet-amount">{formatAmount(request.amount, currency.decimal)} {currency.symbol}</strong>
              </Text>
            ) : null}
            {currency ? (
              <Text size="sm">
                {t('sandbox.wallet.currency')}: {currency.symbol}
              </Text>
            ) : null}
            <Group gap="sm" mt="xs">
              <Button onClick={onApprove} loading={busy} aria-label={t('sandbox.wallet.approve')}>
                {t('sandbox.wallet.approve')}
              </Button>
              <Button variant="default" onClick={onDecline} disabled={busy} aria-label={t('sandbox.wallet.decline')}>
                {t('sandbox.wallet.decline')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('sandbox.wallet.empty')}
          </Text>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('sandbox.wallet.balances')}
          </Text>
          {balances === null ? (
            <Text size="sm" c="dimmed">{t('sandbox.wallet.guest')}</Text>
          ) : balanceRows.length === 0 ? (
            <Text size="sm" c="dimmed">{t('sandbox.wallet.noBalance')}</Text>
          ) : (
            <Group gap="xs">
              {balanceRows.map(([id, amount]) => (
                <Badge key={id} variant="light" tt="none">
                  {formatAmount(amount, currencies[id]!.decimal)} {currencies[id]!.symbol}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
