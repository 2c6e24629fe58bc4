import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CheckIcon } from '@ui/billing/CheckIcon';
import { useT } from '@ui/i18n';

export interface PastDueSuccessProps {
  /** The referer: where Back returns to. */
  backHref: string | null;
  homeHref: string;
}

/** The past-due page once nothing is left to pay: a clear success and the way back. */
export function PastDueSuccess({ backHref, homeHref }: PastDueSuccessProps) {
  const t = useT();
  return (
    <Stack align="center" gap="md" py={48} px="md" ta="center" maw={520} mx="auto" role="status" data-testid="past-due-success">
      <ThemeIcon size={56} radius="xl" variant="light" color="green">
        <CheckIcon size={28} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('billing.pastDue.allPaidTitle')}
      </Title>
      <Text c="dimmed">{t('billing.pastDue.allPaidDescription')}</Text>
      <Group justify="center">
        {backHref ? (
          <Button component="a" href={backHref}>
            {t('common.back')}
          </Button>
        ) : (
          <Button component="a" href={homeHref} variant="default">
            {t('common.home')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
