import { Button, Loader, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { localizeApiName, useT } from '@ui/i18n';

export type CheckoutAction = 'payment' | 'subscription' | 'setup' | 'donation';

/** Why the button is disabled, shown under it. */
export type SubmitDisabledReason = 'paying' | 'invalidItems' | 'notPayable' | 'discountUnknown';

export interface SubmitButtonProps {
  /** The session mode; its action text is the label (Pay, Subscribe, Donate). */
  mode: CheckoutAction;
  /** A payment link's own action text (donations: "Tip"), instead of the mode's. */
  actionText?: string | undefined;
  /** Not logged in: "Connect and {action}" (donations need no login). */
  loggedIn: boolean;
  /** Submitting or paying: spinner and "Processing", presses ignored. */
  busy?: boolean | undefined;
  /** The reason the payer cannot submit now, if any. */
  disabledReason?: SubmitDisabledReason | null | undefined;
}

/** The action text of a mode (docs/reference/payment-react.md §3.4.8): Pay / Subscribe / Donate, or the link's own. */
export function useActionText(mode: CheckoutAction, actionText?: string | undefined): string {
  const t = useT();
  return actionText ? localizeApiName(t, actionText) : t(`checkout.action.${mode}`);
}

/** The form's submit button: a real type=submit, so Enter in any field submits. */
export function SubmitButton({ mode, actionText, loggedIn, busy, disabledReason }: SubmitButtonProps) {
  const t = useT();
  const reasonId = useId();
  const action = useActionText(mode, actionText);
  const label = busy ? t('checkout.processing') : !loggedIn && mode !== 'donation' ? t('checkout.connectAnd', { action }) : action;
  const disabled = Boolean(busy || disabledReason);
  return (
    <Stack gap={6}>
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-describedby={disabledReason && !busy ? reasonId : undefined}
        leftSection={busy ? <Loader size="sm" color="currentColor" aria-hidden="true" /> : undefined}
        data-testid="submit-button"
        data-state={busy ? 'busy' : disabled ? 'disabled' : 'ready'}
      >
        {label}
      </Button>
      {disabledReason && !busy ? (
        <Text id={reasonId} size="sm" c="dimmed" ta="center" data-testid="submit-disabled-reason">
          {t(`checkout.disabled.${disabledReason}`)}
        </Text>
      ) : null}
    </Stack>
  );
}
