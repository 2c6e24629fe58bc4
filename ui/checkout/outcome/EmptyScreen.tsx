import { Button } from '@mantine/core';
import { useT } from '../../i18n';
import { EmptyBoxIcon } from './outcome-icons';
import { OutcomeMessage } from './OutcomeMessage';

export interface EmptyScreenProps {
  backHref?: string | undefined;
}

/** A session without line items: 'Nothing to show here'. */
export function EmptyScreen({ backHref }: EmptyScreenProps) {
  const t = useT();
  return (
    <OutcomeMessage state="empty" color="gray" icon={<EmptyBoxIcon />} title={t('outcome.empty.title')} description={t('outcome.empty.description')}>
      {backHref ? (
        <Button component="a" href={backHref} variant="default">
          {t('common.back')}
        </Button>
      ) : null}
    </OutcomeMessage>
  );
}
