import { Anchor, Group, Text } from '@mantine/core';
import type { Benefit } from '@domain/model';
import { useT } from '../../i18n';

export interface BenefitsSummaryProps {
  benefits: readonly Benefit[];
  /** Opens the beneficiaries panel. */
  onOpen: () => void;
}

/** Who receives the tips: '{name} will receive all tips' or 'Tips will be distributed to {count} beneficiaries'. */
export function BenefitsSummary({ benefits, onOpen }: BenefitsSummaryProps) {
  const t = useT();
  const [first] = benefits;
  if (!first) return null;
  const text = benefits.length === 1 ? t('donation.benefits.one', { name: first.name }) : t('donation.benefits.many', { count: benefits.length });
  return (
    <Group gap="xs" wrap="wrap" data-testid="benefits-summary">
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={onOpen}>
        {t('donation.benefits.view')}
      </Anchor>
    </Group>
  );
}
