import { Stack, Text } from '@mantine/core';
import { toBigOrZero, type Money } from '@domain/money';
import type { CheckoutHeadlines } from '@domain/pricing';
import { amountText } from '@ui/common/Amount';
import { useMessageText } from '@ui/common/useMessageText';
import { useT } from '@ui/i18n';

/** What the payer hands over today: due now + stake − discount, and the stake in it. */
export interface DueToday {
  readonly total: Money;
  readonly payment: Money;
  readonly stake: Money;
  readonly trialing: boolean;
}

/**
 * "Subscribe to Pro plan" / Due today "60 ABT" / "10 ABT payment + 50 ABT refundable deposit" /
 * "Then 10 ABT per month": the top of the summary leads with what leaves the wallet today, the
 * stake included, so the headline says what the wallet will ask for (docs/checkout-payer.md).
 */
export function SummaryHeadline({ headlines, dueToday }: { headlines: CheckoutHeadlines; dueToday?: DueToday | undefined }) {
  const text = useMessageText();
  const t = useT();
  const stake = dueToday && toBigOrZero(dueToday.stake.amount).isGreaterThan(0) ? dueToday.stake : null;
  // A free trial with nothing to pay leads with "7 days free"; anything taken today leads with its amount.
  const leadAmount = dueToday && (stake || !dueToday.trialing) ? amountText(dueToday.total) : text(headlines.amount);
  const money = (value: Money) => amountText(value);
  return (
    <Stack gap={2} data-testid="summary-headline">
      <Text size="sm" c="dimmed">
        {text(headlines.action)}
      </Text>
      {dueToday ? (
        <Text size="sm" fw={600}>
          {t('checkout.dueToday')}
        </Text>
      ) : null}
      <Text fw={700} fz={30} lh={1.2} data-testid="summary-due-today-amount">
        {leadAmount}
      </Text>
      {stake ? (
        <Text size="sm" c="dimmed" data-testid="summary-due-today-breakdown">
          {dueToday!.trialing
            ? t('checkout.dueToday.trialWithStake', { trial: text(headlines.amount), stake: money(stake) })
            : t('checkout.dueToday.withStake', { payment: money(dueToday!.payment), stake: money(stake) })}
        </Text>
      ) : null}
      {headlines.showThen && headlines.then ? (
        <Text size="sm" c="dimmed">
          {text(headlines.then)}
        </Text>
      ) : null}
    </Stack>
  );
}
