import { Stack, Text } from '@mantine/core';
import type { CheckoutHeadlines } from '@domain/pricing';
import { useMessageText } from '@ui/common/useMessageText';

/** "Subscribe to Pro plan" / "10 ABT" / "Then 10 ABT per month": the top of the summary. */
export function SummaryHeadline({ headlines }: { headlines: CheckoutHeadlines }) {
  const text = useMessageText();
  return (
    <Stack gap={2} data-testid="summary-headline">
      <Text size="sm" c="dimmed">
        {text(headlines.action)}
      </Text>
      <Text fw={700} fz={30} lh={1.2}>
        {text(headlines.amount)}
      </Text>
      {headlines.showThen && headlines.then ? (
        <Text size="sm" c="dimmed">
          {text(headlines.then)}
        </Text>
      ) : null}
    </Stack>
  );
}
