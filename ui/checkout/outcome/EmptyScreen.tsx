import { useT } from '../../i18n';
import { EmptyBoxIcon } from './outcome-icons';
import { BackButton } from './BackButton';
import { OutcomeMessage } from './OutcomeMessage';

export interface EmptyScreenProps {
  backHref?: string | undefined;
}

/** A session without line items: 'Nothing to show here'. */
export function EmptyScreen({ backHref }: EmptyScreenProps) {
  const t = useT();
  return (
    <OutcomeMessage state="empty" color="gray" icon={<EmptyBoxIcon />} title={t('outcome.empty.title')} description={t('outcome.empty.description')}>
      <BackButton href={backHref} />
    </OutcomeMessage>
  );
}
