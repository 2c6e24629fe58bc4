import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../i18n';
import { DetailNotice } from './DetailNotice';

/** Which kind of record another account owns (the heading names it). */
export type ForeignRecord = 'invoice' | 'subscription' | 'creditGrant';

export interface NotYourAccountProps {
  record: ForeignRecord;
  /** The signed-in account that was refused. */
  account: { fullName: string; did: string; email?: string | null | undefined; avatar?: string | null | undefined };
  /** The platform login, to come back as the owner. */
  onSwitchAccount: () => void;
  switching: boolean;
  /** The signed-in customer's own portal. */
  homeHref: string;
}

/**
 * An HTTP 403 on a detail page: the record exists but belongs to another account. Retrying cannot
 * help, so the view says whose session this is and offers what can: another login, or home.
 */
export function NotYourAccount({ record, account, onSwitchAccount, switching, homeHref }: NotYourAccountProps) {
  const t = useT();
  return (
    <DetailNotice code="403" title={t(`detail.forbidden.${record}`)} testId="not-your-account">
      <Text c="dimmed">{t('detail.forbidden.description', { name: account.fullName })}</Text>
      <Paper withBorder radius="md" p="sm" w="100%" maw={420} ta="start">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={account.avatar ?? null} alt="" radius="xl" color="indigo">
            {account.fullName.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed">
              {t('detail.forbidden.signedInAs')}
            </Text>
            <Text fw={600} truncate data-testid="signed-in-account">
              {account.fullName}
            </Text>
            <Text size="xs" c="dimmed" truncate title={account.did}>
              {account.email ?? account.did}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <Group justify="center" gap="sm">
        <Button onClick={onSwitchAccount} loading={switching}>
          {t('detail.forbidden.switch')}
        </Button>
        <Button component="a" href={homeHref} variant="default">
          {t('detail.forbidden.home')}
        </Button>
      </Group>
    </DetailNotice>
  );
}
