import { Text } from '@mantine/core';
import { useT } from '../i18n';
import { CheckIcon } from './CheckIcon';

/** A green check and "Paid": a currency or an invoice of the past-due flow that is settled. */
export function PaidMark() {
  const t = useT();
  return (
    <>
      <Text component="span" c="var(--mantine-color-green-text)" lh={0}>
        <CheckIcon />
      </Text>
      <Text size="sm" fw={600}>
        {t('billing.overdue.paid')}
      </Text>
    </>
  );
}
