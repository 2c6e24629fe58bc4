import { Button } from '@mantine/core';
import { useT } from '../../i18n';
import { ClockIcon } from './outcome-icons';
import { OutcomeMessage } from './OutcomeMessage';

export interface ExpiredScreenProps {
  /** Where Back goes, when there is somewhere to go. */
  backHref?: string | undefined;
}

/** expires_at is not after now: 'Expired Link'. */
export function ExpiredScreen({ backHref }: ExpiredScreenProps) {
  const t = useT();
  return (
    <OutcomeMessage state="expired" color="gray" icon={<ClockIcon />} title={t('outcome.expired.title')} description={t('outcome.expired.description')}>
      {backHref ? (
        <Button component="a" href={backHref} variant="default">
          {t('common.back')}
        </Button>
      ) : null}
    </OutcomeMessage>
  );
}
