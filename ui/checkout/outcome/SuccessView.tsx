import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { SuccessCheck } from './SuccessCheck';

export interface SuccessSubscriptionLink {
  id: string;
  /** Subscription description or product name. */
  name: string;
  /** /customer/subscription/{id} */
  href: string;
}

export interface SuccessViewProps {
  /** The session's mode; setup thanks like a subscription. */
  mode: 'payment' | 'subscription' | 'setup' | 'donation';
  /** The payment link's hosted_confirmation.custom_message; replaces the thanks. */
  customMessage?: string | null | undefined;
  /** Who was paid (the app name or the payee). */
  payee: string;
  /** The session's subscriptions: one → 'View subscription'; several → a row each with 'View'. */
  subscriptions?: readonly SuccessSubscriptionLink[] | undefined;
  /** /customer/invoice/{id}, the next action when there is no subscription. */
  invoiceHref?: string | null | undefined;
  /** The receipt (what, how much, how, when, reference, what next), above the next action. */
  receipt?: ReactNode;
  /** The page that sold it (an app store purchase): "Back to {name}", first of the next actions. */
  back?: { href: string; name: string } | null | undefined;
}

const thanksKey = {
  payment: 'outcome.success.payment',
  subscription: 'outcome.success.subscription',
  setup: 'outcome.success.subscription',
  donation: 'outcome.success.donation',
} as const;

/** The completed checkout (docs/reference/payment-react.md §3.9): animated check, thanks, and the next action. */
export function SuccessView({ mode, customMessage, payee, subscriptions = [], invoiceHref, receipt, back }: SuccessViewProps) {
  const t = useT();
  const [only] = subscriptions;
  return (
    <Stack align="center" gap="md" py={48} px="md" ta="center" maw={520} mx="auto" data-testid="checkout-success">
      <SuccessCheck />
      <Stack gap="xs" align="center" role="status">
        <Title order={1} size="h2" style={{ whiteSpace: 'pre-line' }}>
          {customMessage?.trim() ? customMessage : t(thanksKey[mode])}
        </Title>
        <Text c="dimmed">{t('outcome.success.tip', { payee })}</Text>
      </Stack>
      {receipt}

      {subscriptions.length > 1 ? (
        <Paper withBorder w="100%" p={0} ta="left" component="section" aria-label={t('outcome.success.subscriptions')}>
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {subscriptions.map((subscription) => (
              <Group component="li" key={subscription.id} justify="space-between" wrap="nowrap" px="md" py="sm" data-testid="success-subscription">
                <Text fw={500} truncate>
                  {subscription.name}
                </Text>
                <Button component="a" href={subscription.href} variant="default" size="xs" aria-label={t('outcome.success.viewNamed', { name: subscription.name })}>
                  {t('outcome.success.view')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Paper>
      ) : only ? (
        <Button component="a" href={only.href} data-testid="success-next">
          {t('outcome.success.viewSubscription')}
        </Button>
      ) : invoiceHref && !back ? (
        <Button component="a" href={invoiceHref} data-testid="success-next">
          {t('outcome.success.viewInvoice')}
        </Button>
      ) : null}
      {back ? (
        <Group justify="center" gap="sm">
          <Button component="a" href={back.href} data-testid="success-back">
            {t('outcome.success.backTo', { name: back.name })}
          </Button>
          {invoiceHref && subscriptions.length === 0 ? (
            <Button component="a" href={invoiceHref} variant="default" data-testid="success-next">
              {t('outcome.success.viewInvoice')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
