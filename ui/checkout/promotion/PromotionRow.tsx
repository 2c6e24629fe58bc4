import { Button, Group, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { Amount, type Money } from '@ui/common/Amount';
import { useT } from '@ui/i18n';
import { TagIcon } from './icons';

export interface PromotionRowProps {
  code: string;
  /** "20% off forever"; null when the server sent no coupon terms. */
  terms: string | null;
  /** What the code takes off now (domain/pricing summarizeCheckout's discount); null while it is not known in the chosen currency. */
  discount: Money | null;
  busy: boolean;
  disabled: boolean;
  onRemove: () => void;
  /** The Remove button, for the focus after an apply. */
  removeRef?: Ref<HTMLButtonElement> | undefined;
}

/** An applied promotion code: the code, its terms, the discount as a negative amount, and Remove. */
export function PromotionRow({ code, terms, discount, busy, disabled, onRemove, removeRef }: PromotionRowProps) {
  const t = useT();
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" data-testid="promotion-row" role="group" aria-label={`${t('checkout.promotion.discount')}: ${code}`}>
      <Stack gap={2} miw={0}>
        <Group gap={6} wrap="nowrap">
          <TagIcon />
          <Text size="sm" fw={600} ff="monospace">
            {code}
          </Text>
          <Button
            variant="subtle"
            color="gray"
            size="compact-xs"
            loading={busy}
            disabled={disabled}
            onClick={onRemove}
            ref={removeRef}
            aria-label={t('checkout.promotion.remove', { code })}
          >
            {t('checkout.promotion.removeShort')}
          </Button>
        </Group>
        {terms ? (
          <Text size="xs" c="dimmed" data-testid="promotion-terms">
            {terms}
          </Text>
        ) : null}
      </Stack>
      {discount ? (
        <Text size="sm" data-testid="promotion-discount">
          -<Amount money={discount} />
        </Text>
      ) : null}
    </Group>
  );
}
