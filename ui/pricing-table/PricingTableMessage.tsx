import { Button, Group } from '@mantine/core';
import { EmptyBoxIcon } from '../checkout/outcome/outcome-icons';
import { OutcomeMessage } from '../checkout/outcome/OutcomeMessage';
import { useT } from '../i18n';

export interface PricingTableMessageProps {
  /** 'empty': a table with no plans; 'not-found': no table has this id. */
  kind: 'empty' | 'not-found';
  /** Asks again (a table may be set up meanwhile, or the id was read before it existed). */
  onRetry?: (() => void) | undefined;
}

/** What the table page says instead of plans: nothing to purchase, or no such table. */
export function PricingTableMessage({ kind, onRetry }: PricingTableMessageProps) {
  const t = useT();
  const empty = kind === 'empty';
  return (
    <OutcomeMessage
        state={empty ? 'empty' : 'not-found'}
        color="gray"
        icon={<EmptyBoxIcon />}
        title={t(empty ? 'pricingTable.empty' : 'pricingTable.notFoundTitle')}
        description={t(empty ? 'pricingTable.emptyDescription' : 'pricingTable.notFoundDescription')}
        role={empty ? 'status' : 'alert'}
      >
        {onRetry ? (
          <Group justify="center">
            <Button variant="default" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </Group>
        ) : null}
    </OutcomeMessage>
  );
}
