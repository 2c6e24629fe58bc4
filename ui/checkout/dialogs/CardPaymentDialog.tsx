import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useT } from '@ui/i18n';
import { DialogActions } from './DialogActions';

export interface CardPaymentDialogProps {
  opened: boolean;
  /** The mode's action text: "Pay", "Subscribe". */
  action: string;
  /** Called with the element the route mounts the card form into (Stripe or the sandbox form), and with null on unmount. */
  onContainer: (element: HTMLDivElement | null) => void;
  /** The card is being confirmed: the dialog cannot be closed. */
  busy: boolean;
  /** The card element is mounted and can be confirmed. */
  ready?: boolean | undefined;
  /** The provider's message of a failed attempt. */
  error?: string | null | undefined;
  /** What happened to the money after a failure (not charged / unknown, checked before a retry). */
  hint?: string | null | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "{action} with bank card" (docs/reference/payment-react.md §3.4.4). A click on the backdrop never closes it (the
 * payer would lose what they typed); Esc and the close button do, except while paying.
 */
export function CardPaymentDialog({ opened, action, onContainer, busy, ready = true, error, hint, onConfirm, onCancel }: CardPaymentDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={t('checkout.card.title', { action })}
      closeOnClickOutside={false}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      // Mantine renders the title bar as <header>: a second banner landmark next to the app's.
      attributes={{ header: { role: 'none' } }}
      data-testid="card-payment-dialog"
    >
      <Stack gap="md" data-state={busy ? 'paying' : 'idle'}>
        <div ref={onContainer} data-testid="card-element-container" />
        {error ? (
          <Alert color="red" role="alert" data-testid="card-error">
            {error}
            {hint ? <Text size="sm" mt={4}>{hint}</Text> : null}
          </Alert>
        ) : hint ? (
          <Text size="sm" role="status">
            {hint}
          </Text>
        ) : null}
        {busy ? (
          <Text size="sm" c="dimmed" role="status">
            {t('checkout.card.paying')}
          </Text>
        ) : null}
      </Stack>
      <DialogActions
        confirmLabel={t('checkout.card.confirm', { action })}
        busy={busy}
        confirmDisabled={!ready}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </Modal>
  );
}
