import { Text } from '@mantine/core';
import { formatFreeTrialTime, type FreeTrialTime } from '@domain/trial';
import { useMessageText } from '@ui/common/useMessageText';
import { useT } from '@ui/i18n';

/** "Free for 7 days. You will not be charged until the trial ends…" while a trial applies. */
export function TrialNotice({ freeTrial }: { freeTrial: FreeTrialTime }) {
  const t = useT();
  const text = useMessageText();
  if (freeTrial.count <= 0) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="trial-notice">
      {t('checkout.trial.notice', { free: text(formatFreeTrialTime(freeTrial, 'freeFor')) })}
    </Text>
  );
}
