import { useT } from '../../i18n';
import { ClockIcon } from './outcome-icons';
import { BackButton } from './BackButton';
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
      <BackButton href={backHref} />
    </OutcomeMessage>
  );
}
