import { Text } from '@mantine/core';
import { isApiError } from '@adapters/http/api-error';
import { RouterButton } from '@ui/common/RouterLink';
import { useT } from '@ui/i18n';
import { DetailNotice } from '@ui/portal/DetailNotice';

/** The server has no such subscription (HTTP 404): no retry finds it, so the page says so. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.details.status === 404;

/** /customer/subscription/{unknown id}: a 404 with the way back to the portal's subscriptions, not "Retry". */
export function SubscriptionNotFound() {
  const t = useT();
  return (
    <DetailNotice code="404" title={t('portal.subscription.notFoundTitle')} testId="subscription-not-found">
      <Text c="dimmed">{t('portal.subscription.notFoundDescription')}</Text>
      <RouterButton to="/customer" variant="default">
        {t('portal.subscription.backToPortal')}
      </RouterButton>
    </DetailNotice>
  );
}
