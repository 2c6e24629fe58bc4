import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { subscriptionMilestone } from '@domain/billing';
import { formatDate } from '@domain/display/format-date';
import type { Subscription } from '@domain/model';
import { phaseOf } from '@domain/subscription';
import { useI18n, useT } from '../i18n';
import { usePlanPriceText } from './plan-price-text';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';

export interface SubscriptionListProps {
  subscriptions: readonly Subscription[];
  href: (id: string) => string;
}

const MILESTONE_KEY = {
  renews: 'portal.home.renewsOn',
  trialEnds: 'portal.home.trialEndsOn',
  ends: 'portal.home.endsOn',
  ended: 'portal.home.endedOn',
} as const;

/**
 * The customer's subscriptions on the portal home, each linking to its detail page. Two rows of
 * the same product are told apart by their plan's price (in its own currency) and the date that
 * matters next: renewal, trial end, scheduled end or the end.
 */
export function SubscriptionList({ subscriptions, href }: SubscriptionListProps) {
  const t = useT();
  if (subscriptions.length === 0) return <Text c="dimmed">{t('portal.home.noSubscriptions')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {subscriptions.map((s) => (
        <SubscriptionRow key={s.id} subscription={s} href={href(s.id)} />
      ))}
    </Stack>
  );
}

function SubscriptionRow({ subscription: s, href }: { subscription: Subscription; href: string }) {
  const t = useT();
  const { locale } = useI18n();
  const planPrice = usePlanPriceText(s);
  const price = s.items?.[0]?.price;
  const milestone = subscriptionMilestone(s);
  const details = [
    price ? planPrice(price) : null,
    milestone.kind === 'none' ? null : t(MILESTONE_KEY[milestone.kind], { date: formatDate(milestone.at, 'YYYY-MM-DD', locale) }),
  ].filter((part): part is string => part !== null);
  return (
    <Card component="li" withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor href={href} fw={600}>
            {s.description ?? price?.product?.name ?? s.id}
          </Anchor>
          {details.length > 0 ? (
            <Text size="sm" c="dimmed" data-testid="subscription-row-details">
              {details.join(' · ')}
            </Text>
          ) : null}
        </Stack>
        <SubscriptionStatusBadge phase={phaseOf(s)} />
      </Group>
    </Card>
  );
}
