import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Big, formatMoney, money as moneyOf } from '@domain/money';
import { isMessageKey, useT } from '../i18n';
import type { CurrencyView, FaucetView, WalletRequestView } from './types';

export interface WalletPanelProps {
  request: WalletRequestView | null;
  /** Currencies by id, to show amounts in tokens with their symbol. */
  currencies: Readonly<Record<string, CurrencyView>>;
  /** The signed-in identity's balances (smallest units by currency id); null for a guest. */
  balances: Readonly<Record<string, string>> | null;
  busy?: boolean;
  /** Test tokens the sandbox can give this wallet (a faucet per test token). */
  faucets?: readonly FaucetView[];
  onApprove: () => void;
  onDecline: () => void;
  onFaucet?: (currencyId: string) => void;
}

const money = (amount: string, currency: CurrencyView) => formatMoney(moneyOf(amount, currency), { grouped: true });

/**
 * The simulated DID wallet: what is asked, for how much, and Approve / Decline; like a real wallet
 * it says when the balance is below the request (approving is then refused), and a faucet gives
 * test tokens.
 */
export function WalletPanel({ request, currencies, balances, busy = false, faucets = [], onApprove, onDecline, onFaucet }: WalletPanelProps) {
  const t = useT();
  const currency = request?.currencyId ? currencies[request.currencyId] : undefined;
  const actionKey = request ? `sandbox.wallet.action.${request.action}` : '';
  const actionText = request ? (isMessageKey(actionKey) ? t(actionKey) : request.action) : '';
  const balanceRows = Object.entries(balances ?? {}).filter(([id]) => currencies[id]);
  const held = request?.currencyId ? (balances?.[request.currencyId] ?? '0') : '0';
  const short = request?.amount !== undefined && currency !== undefined && balances !== null && new Big(held).isLessThan(request.amount);
  const faucetRows = balances === null || !onFaucet ? [] : faucets.filter((f) => currencies[f.currencyId]);
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
                {t('sandbox.wallet.amount')}: <strong data-testid="sandbox-wallet-amount">{formatMoney(moneyOf(request.amount, currency))}</strong>
              </Text>
            ) : null}
            {currency ? (
              <Text size="sm">
                {t('sandbox.wallet.currency')}: {currency.symbol}
              </Text>
            ) : null}
            {short && currency ? (
              <Text size="sm" fw={600} data-testid="sandbox-wallet-short">
                {t('sandbox.wallet.short', { held: money(held, currency) })}
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
                  {money(amount, currencies[id]!)}
                </Badge>
              ))}
            </Group>
          )}
          {faucetRows.length > 0 ? (
            <Group gap="xs" mt={4}>
              {faucetRows.map((faucet) => (
                <Button key={faucet.currencyId} size="xs" variant="light" onClick={() => onFaucet?.(faucet.currencyId)}>
                  {t('sandbox.wallet.faucet', { amount: faucet.tokens, symbol: currencies[faucet.currencyId]!.symbol })}
                </Button>
              ))}
            </Group>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
