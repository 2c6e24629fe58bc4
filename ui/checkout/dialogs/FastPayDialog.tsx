import { Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '@ui/i18n';
import { DialogActions } from './DialogActions';

export interface FastPayDialogProps {
  opened: boolean;
  /** The paying account (DID or address). */
  payer: string | null;
  /** Token texts of the chosen currency ("12.5"); the symbol is separate. */
  amount: string | null;
  balance?: string | null | undefined;
  symbol: string;
  /** The account on the chain explorer, for "View Balance". */
  balanceUrl?: string | null | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Confirm Payment": the account and amount a sufficient balance will pay (docs/reference/payment-react.md §3.4.3). */
export function FastPayDialog({ opened, payer, amount, balance, symbol, balanceUrl, busy, onConfirm, onCancel }: FastPayDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('checkout.fastPay.title')}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      data-testid="fast-pay-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('checkout.fastPay.reason')}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('checkout.fastPay.account')}
          </Text>
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="fast-pay-account">
            {payer ?? '-'}
          </Text>
          {balanceUrl ? (
            <Anchor href={balanceUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {t('checkout.fastPay.viewBalance')}
            </Anchor>
          ) : null}
        </Stack>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t('checkout.fastPay.amount')}
          </Text>
          <Text size="sm" fw={700} data-testid="fast-pay-amount">
            {amount ?? '-'} {symbol}
          </Text>
        </Group>
        {balance ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('checkout.fastPay.balance')}
            </Text>
            <Text size="sm" c="dimmed">
              {balance} {symbol}
            </Text>
          </Group>
        ) : null}
      </Stack>
      <DialogActions confirmLabel={t('checkout.confirm')} busy={busy} onConfirm={onConfirm} onCancel={onCancel} focusConfirm />
    </Modal>
  );
}
