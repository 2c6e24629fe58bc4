import { Card, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The pricing table while it loads: a title, the switches and three plan cards. */
export function PricingTableSkeleton({ label }: { label: string }) {
  return (
    <Stack role="status" aria-busy="true" aria-label={label} gap="lg" p="md" py="xl" maw={1120} mx="auto" data-testid="pricing-table-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="lg" aria-hidden="true">
        <Skeleton h={36} w={260} mx="auto" />
        <Group justify="center">
          <Skeleton h={36} w={200} />
          <Skeleton h={36} w={120} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {[0, 1, 2].map((card) => (
            <Card key={card} withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Skeleton h={24} w="50%" />
                <Skeleton h={14} w="80%" />
                <Skeleton h={32} w="60%" />
                <Skeleton h={36} />
                <Skeleton h={12} w="70%" />
                <Skeleton h={12} w="60%" />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
