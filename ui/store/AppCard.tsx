import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '@ui/i18n';
import { RouterAnchor } from '@ui/common/RouterLink';
import type { AppCardData } from './types';

/**
 * One app in a list: logo, name (a heading holding the link to its detail, so a screen reader's
 * heading list walks the cards), developer, description, price. `level` is the heading level
 * under the list's own heading (2 in the catalogue, 3 under a detail page's section).
 */
export function AppCard({ app, level = 2 }: { app: AppCardData; level?: 2 | 3 }) {
  const t = useT();
  return (
    <Card withBorder padding="md" radius="md" h="100%" component="article" aria-label={app.title}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box component="img" src={app.logo} alt="" w={56} h={56} style={{ borderRadius: 12, flexShrink: 0 }} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Title order={level} size="md" fw={600}>
            <RouterAnchor to="/store/blocklets/$did" params={{ did: app.did }} inherit lineClamp={1}>
              {app.title}
            </RouterAnchor>
          </Title>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {t('store.card.by', { name: app.ownerName })}
          </Text>
          <Text size="sm" lineClamp={2}>
            {app.description}
          </Text>
          <Group gap="xs" mt={4}>
            <Badge variant="light" color={app.price ? 'blue' : 'green'}>
              {app.price ? t('store.card.price', { amount: app.price }) : t('store.card.free')}
            </Badge>
            {app.categoryName ? <Badge variant="outline">{app.categoryName}</Badge> : null}
            {app.official ? <Badge variant="light" color="grape">{t('store.card.official')}</Badge> : null}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
