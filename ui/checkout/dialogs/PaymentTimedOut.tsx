import { Alert, Button, Group, Text } from '@mantine/core';
import { useT } from '@ui/i18n';

export interface PaymentTimedOutProps {
  /** Asks the server again; never submits the payment again. */
  onCheckAgain: () => void;
  checking?: boolean | undefined;
  /** The merchant's support page or a mailto: link. */
  contactHref?: string | null | undefined;
}

/** Completion polling ran out (3 min): what happened and what to do, without paying twice. */
export function PaymentTimedOut({ onCheckAgain, checking, contactHref }: PaymentTimedOutProps) {
  const t = useT();
  return (
    <Alert color="blue" variant="light" role="alert" title={t('payment.checkout.timeout.title')} data-testid="payment-timed-out">
      <Text size="sm">{t('payment.checkout.timeout.description')}</Text>
      <Group gap="sm" mt="sm">
        <Button size="compact-md" onClick={onCheckAgain} loading={!!checking}>
          {t('checkout.timeout.checkAgain')}
        </Button>
        {contactHref ? (
          <Button size="compact-md" variant="default" component="a" href={contactHref}>
            {t('checkout.timeout.contact')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
