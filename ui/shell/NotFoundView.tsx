import { Stack, Text, Title } from '@mantine/core';
import { RouterButton } from '../common/RouterLink';
import { useT } from '../i18n';

export function NotFoundView() {
  const t = useT();
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center" data-testid="not-found">
      <Text fz={64} fw={700} c="dimmed" aria-hidden="true">
        404
      </Text>
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" maw={480}>
        {t('notFound.description')}
      </Text>
      <RouterButton to="/">{t('common.home')}</RouterButton>
    </Stack>
  );
}
