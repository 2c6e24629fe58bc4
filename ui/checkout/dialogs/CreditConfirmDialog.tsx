import { Modal, Text } from '@mantine/core';
import { useT } from '@ui/i18n';
import { DialogActions } from './DialogActions';

export interface CreditConfirmDialogProps {
  opened: boolean;
  /** Available credits as text ("120 CR"). */
  available: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Confirm Credit Payment": usage is deducted from the payer's credits (docs/reference/payment-react.md §3.4.3). */
export function CreditConfirmDialog({ opened, available, busy, onConfirm, onCancel }: CreditConfirmDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('checkout.credit.title')}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      data-testid="credit-confirm-dialog"
    >
      <Text size="sm">{t('checkout.credit.description', { available })}</Text>
      <DialogActions confirmLabel={t('checkout.confirm')} busy={busy} onConfirm={onConfirm} onCancel={onCancel} focusConfirm />
    </Modal>
  );
}
