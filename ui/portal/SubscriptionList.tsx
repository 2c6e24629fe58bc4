import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { Subscription } from '@domain/model';
import { phaseOf } from '@machines/subscription-lifecycle/lifecycle-rules';
import { useT } from '../i18n';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';

export interface SubscriptionListProps {
  subscriptions: readonly Subscription[];
  href: (id: string) => string;
}

/** The customer's subscriptions on the portal home, each linking to its detail page. */
export function SubscriptionList({ subscriptions, href }: SubscriptionListProps) {
  const t = useT();
  if (subscriptions.length === 0) return <Text c="dimmed">{t('portal.home.noSubscriptions')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {subscriptions.map((s) => (
        <Card key={s.id} component="li" withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <Anchor href={href(s.id)} fw={600}>
              {s.description ?? s.id}
            </Anchor>
            <SubscriptionStatusBadge phase={phaseOf(s)} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
