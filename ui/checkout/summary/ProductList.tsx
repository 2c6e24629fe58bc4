import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '@ui/i18n';
import { ChevronIcon } from './icons';

export interface ProductListProps {
  /** How many lines the list has. */
  count: number;
  /** Donation checkouts never collapse. */
  donation?: boolean | undefined;
  /** The <li> rows. */
  children: ReactNode;
}

/**
 * The order's lines. On small screens, without a donation and with more than 2 items, the list
 * starts collapsed behind "Includes {total} items" (docs/spec/checkout-and-billing.md §2).
 */
export function ProductList({ count, donation, children }: ProductListProps) {
  const t = useT();
  const listId = useId();
  const small = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  const collapsible = Boolean(small) && !donation && count > 2;
  const [expanded, setExpanded] = useState(false);
  const open = !collapsible || expanded;
  return (
    <Stack gap="sm" data-testid="product-list" data-state={collapsible ? (open ? 'expanded' : 'collapsed') : 'static'}>
      {collapsible ? (
        <UnstyledButton onClick={() => setExpanded(!expanded)} aria-expanded={open} aria-controls={listId}>
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {t('checkout.includesItems', { total: count })}
            </Text>
            <Group gap={4}>
              <Text size="sm" c="dimmed">
                {t(open ? 'checkout.hideItems' : 'checkout.showItems')}
              </Text>
              <ChevronIcon open={open} />
            </Group>
          </Group>
        </UnstyledButton>
      ) : null}
      <Stack component="ul" id={listId} gap="md" aria-label={t('checkout.items')} style={{ listStyle: 'none', margin: 0, padding: 0, display: open ? undefined : 'none' }}>
        {children}
      </Stack>
    </Stack>
  );
}
