import { Alert, Button, Stack, Text } from '@mantine/core';
import { useT } from '../i18n';

/** A list or table that could not load: what went wrong (the error's text) and Retry when there is one. */
export function LoadError({ title, error, onRetry }: { title: string; error: string; onRetry?: (() => void) | undefined }) {
  const t = useT();
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
