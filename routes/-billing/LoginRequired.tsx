import { Button, Stack, Text, Title } from '@mantine/core';
import { useT } from '@ui/i18n';

export interface LoginRequiredProps {
  onLogin: () => void;
  loggingIn?: boolean | undefined;
}

/** Portal pages need a signed-in customer (docs/spec/checkout-and-billing.md §6: 'Login to access this page'). */
export function LoginRequired({ onLogin, loggingIn }: LoginRequiredProps) {
  const t = useT();
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center" maw={520} mx="auto" data-testid="login-required">
      <Title order={1} size="h2">
        {t('billing.login.title')}
      </Title>
      <Text c="dimmed">{t('billing.login.description')}</Text>
      <Button onClick={onLogin} loading={!!loggingIn}>
        {t('billing.login.button')}
      </Button>
    </Stack>
  );
}
