import { Button, Group } from '@mantine/core';
import { useT } from '@ui/i18n';

export interface DialogActionsProps {
  confirmLabel: string;
  busy?: boolean | undefined;
  /** Confirm stays disabled (a card form not ready yet). */
  confirmDisabled?: boolean | undefined;
  onConfirm: () => void;
  onCancel: () => void;
  /** Focus starts on confirm (the modal's data-autofocus), not on ✕: a second Enter never closes the dialog. */
  focusConfirm?: boolean | undefined;
}

/** Cancel and a primary confirm; while busy the confirm spins and cancel is disabled. */
export function DialogActions({ confirmLabel, busy, confirmDisabled, onConfirm, onCancel, focusConfirm }: DialogActionsProps) {
  const t = useT();
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" onClick={onCancel} disabled={!!busy}>
        {t('common.cancel')}
      </Button>
      <Button
        onClick={onConfirm}
        loading={!!busy}
        disabled={!!confirmDisabled}
        data-testid="dialog-confirm"
        {...(focusConfirm ? { 'data-autofocus': true } : {})}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}
