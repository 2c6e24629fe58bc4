import { Button, Group, Loader } from '@mantine/core';
import { useT } from '../../i18n';

export interface DonationActionsProps {
  onCancel: () => void;
  /** Omit when the pay button submits the surrounding form (payType 'submit'). */
  onPay?: (() => void) | undefined;
  payType?: 'button' | 'submit' | undefined;
  /** The mode's action text; default 'Donate'. */
  payLabel?: string | undefined;
  /** The payment is under way: the button says 'Processing' and ignores clicks. */
  paying?: boolean | undefined;
  /** Not payable (invalid amount, nothing chosen). */
  disabled?: boolean | undefined;
}

/** Cancel and the pay button of the donation checkout. */
export function DonationActions({ onCancel, onPay, payType = 'button', payLabel, paying = false, disabled = false }: DonationActionsProps) {
  const t = useT();
  return (
    <Group justify="flex-end" gap="sm" data-testid="donation-actions">
      <Button variant="default" onClick={onCancel} disabled={paying}>
        {t('common.cancel')}
      </Button>
      <Button
        type={payType}
        disabled={disabled}
        data-disabled={paying}
        aria-disabled={paying}
        aria-busy={paying}
        leftSection={paying ? <Loader size={14} color="currentColor" /> : null}
        onClick={(event) => {
          if (paying) event.preventDefault();
          else onPay?.();
        }}
        data-testid="donation-pay"
        data-state={paying ? 'paying' : disabled ? 'disabled' : 'ready'}
      >
        {paying ? t('donation.processing') : (payLabel ?? t('donation.donate'))}
      </Button>
    </Group>
  );
}
