import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '@ui/i18n';

export interface InsufficientCreditDialogProps {
  opened: boolean;
  /** Where credits are topped up; without it only Close shows. */
  topUpHref?: string | null | undefined;
  onClose: () => void;
}

/** "Insufficient Credit": the payer has to top up first (docs/spec/checkout-and-billing.md §8). */
export function InsufficientCreditDialog({ opened, topUpHref, onClose }: InsufficientCreditDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('checkout.credit.insufficientTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      data-testid="insufficient-credit-dialog"
    >
      <Text size="sm">{t('checkout.credit.insufficientDescription')}</Text>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
        {topUpHref ? (
          <Button component="a" href={topUpHref}>
            {t('checkout.credit.topUp')}
          </Button>
        ) : null}
      </Group>
    </Modal>
  );
}
