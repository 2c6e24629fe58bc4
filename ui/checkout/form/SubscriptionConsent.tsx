import { Text } from '@mantine/core';
import { useT } from '@ui/i18n';

export interface SubscriptionConsentProps {
  /** First product statement_descriptor or the app name (domain/pricing getPayee). */
  payee: string;
  /** A stake is taken (DID wallet, no_stake unset): mention slashing and withdrawal. */
  withStake: boolean;
}

/** Under the button of subscription and setup checkouts (docs/reference/payment-react.md §3.4.9). */
export function SubscriptionConsent({ payee, withStake }: SubscriptionConsentProps) {
  const t = useT();
  return (
    <Text size="xs" c="dimmed" data-testid="subscription-consent">
      {t(withStake ? 'checkout.confirm.withStake' : 'checkout.confirm.withoutStake', { payee })}
    </Text>
  );
}
