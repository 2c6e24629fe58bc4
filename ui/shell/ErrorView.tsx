import { Button, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { AlertIcon } from '../common/icons';
import { useT } from '../i18n';

export interface ErrorViewProps {
  /** The error text to show under the description, if any. */
  detail?: string | undefined;
  homeHref: string;
  onRefresh: () => void;
}

/** The generic error view (docs/spec/checkout-and-billing.md §2): 'Something went wrong...' with Home and Refresh. */
export function ErrorView({ detail, homeHref, onRefresh }: ErrorViewProps) {
  const t = useT();
  return (
    <Stack align="center" gap="md" py={64} px="md" role="alert" data-testid="error-view" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="red">
        <AlertIcon />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('error.title')}
      </Title>
      <Text c="dimmed" maw={480}>
        {t('error.description')}
      </Text>
      {detail ? (
        <Code block maw={560} w="100%" ta="left" aria-label={t('error.details')}>
          {detail}
        </Code>
      ) : null}
      <Group>
        <Button component="a" href={homeHref} variant="default">
          {t('common.home')}
        </Button>
        <Button onClick={onRefresh}>{t('common.refresh')}</Button>
      </Group>
    </Stack>
  );
}
