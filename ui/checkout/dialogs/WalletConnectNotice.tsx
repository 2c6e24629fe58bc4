import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '@ui/i18n';

export interface WalletConnectNoticeProps {
  opened: boolean;
  /** The mode's action text: "Pay", "Subscribe". */
  action: string;
  /** The wallet's own UI: a QR code, a deep link, the sandbox wallet's approve/decline. */
  children?: ReactNode;
  onCancel: () => void;
}

/** While the DID wallet is asked to approve: what to do, a waiting note, Cancel. */
export function WalletConnectNotice({ opened, action, children, onCancel }: WalletConnectNoticeProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('checkout.wallet.title', { action })}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      data-testid="wallet-connect"
    >
      <Stack gap="md">
        <Text size="sm">{t('checkout.wallet.scan')}</Text>
        {children}
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {t('checkout.wallet.waiting')}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
