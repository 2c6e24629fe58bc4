import { Container, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useT } from '@ui/i18n';

/**
 * The invoice page while the invoice loads: the shape of the invoice card. `label` is what a
 * screen reader hears (the route's pending skeleton passes a boot text: billing texts may not
 * be loaded yet).
 */
export function InvoiceSkeleton({ label }: { label?: string }) {
  const t = useT();
  return (
    <Container size="md" py="xl">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto" role="status" aria-busy="true" data-testid="invoice-skeleton">
        <VisuallyHidden>{label ?? t('billing.invoice.loading')}</VisuallyHidden>
        <Stack gap="lg" aria-hidden="true">
          <Skeleton h={28} w="45%" />
          <Skeleton h={18} w={90} />
          <Skeleton h={36} w="35%" />
          <Stack gap={8}>
            <Skeleton h={14} w="60%" />
            <Skeleton h={14} w="50%" />
            <Skeleton h={14} w="55%" />
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
