import { Box, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { useT } from '../../i18n';

/** Mantine's skeleton pulse (1500 ms). */
const PULSE_MS = 1500;

export interface CheckoutSkeletonProps {
  /** Minimal layouts hide the summary column. */
  withSummary?: boolean | undefined;
}

/** The loading skeleton of the checkout page: the summary and the form, stacked on small screens. */
export function CheckoutSkeleton({ withSummary = true }: CheckoutSkeletonProps) {
  const t = useT();
  // Every skeleton of the page (index.html's, the router's, the page's) pulses in one phase of
  // the document's clock, so handing one over to the next never restarts the pulse (a blink);
  // index.html's style applies the phase to the boxes.
  const [phase] = useState(() => `-${Math.round(performance.now() % PULSE_MS)}ms`);
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('outcome.loading')}
      data-testid="checkout-skeleton"
      p="md"
      maw={1040}
      mx="auto"
      style={{ '--skeleton-phase': phase } as CSSProperties}
    >
      <VisuallyHidden>{t('outcome.loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, md: withSummary ? 2 : 1 }} spacing={48}>
        {withSummary ? (
          <Stack gap="md" aria-hidden="true">
            <Skeleton h={20} w="40%" />
            <Skeleton h={36} w="60%" />
            <Group wrap="nowrap" gap="md">
              <Skeleton h={48} w={48} radius="md" />
              <Stack gap={8} flex={1}>
                <Skeleton h={14} w="70%" />
                <Skeleton h={12} w="40%" />
              </Stack>
            </Group>
            <Skeleton h={1} mt="md" />
            <Skeleton h={16} w="50%" />
          </Stack>
        ) : null}
        <Stack gap="md" aria-hidden="true">
          <Skeleton h={18} w="35%" />
          <Skeleton h={40} />
          <Skeleton h={40} />
          <Skeleton h={18} w="35%" mt="sm" />
          <SimpleGrid cols={2} spacing="sm">
            <Skeleton h={64} />
            <Skeleton h={64} />
          </SimpleGrid>
          <Skeleton h={44} mt="md" />
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
