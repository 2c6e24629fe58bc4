import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CheckIcon } from '@ui/billing/CheckIcon';
import { PaidMark } from '@ui/billing/PaidMark';
import { useT } from '@ui/i18n';

export interface PastDueSuccessProps {
  /** What was due, per currency ("12.5 ABT"), now paid: the payer sees what the payment settled. */
  paid: readonly { currencyId: string; amountText: string; methodName?: string | null | undefined }[];
  /** The referer: where Back returns to. */
  backHref: string | null;
  homeHref: string;
}

/** The past-due page once nothing is left to pay: a clear success and the way back. */
export function PastDueSuccess({ paid, backHref, homeHref }: PastDueSuccessProps) {
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
      {paid.length > 0 ? (
        <Paper withBorder p="sm" w="100%" maw={400}>
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('billing.pastDue.paidList')}>
            {paid.map((row) => (
              <Group component="li" key={row.currencyId} justify="space-between" gap="sm" wrap="nowrap" data-testid="past-due-paid">
                <Stack gap={0} align="flex-start">
                  <Text fw={600}>{row.amountText}</Text>
                  {row.methodName ? (
                    <Text size="xs" c="dimmed">
                      {row.methodName}
                    </Text>
                  ) : null}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <PaidMark />
                </Group>
              </Group>
            ))}
          </Stack>
        </Paper>
      ) : null}
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
