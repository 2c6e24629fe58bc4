import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LineItem } from '@domain/model';
import { effectivePrice, formatLineItemPricing, type DisplayCurrency } from '@domain/pricing';
import { ProductName, productNameStyle } from '@ui/common/ProductName';
import { useMessageText } from '@ui/common/useMessageText';

export interface LineItemRowProps {
  item: LineItem;
  currency: DisplayCurrency;
  trialInDays?: number | undefined;
  /** Under the texts: quantity stepper, upsell switch, … */
  extras?: ReactNode;
}

/** One product of the order: image, name, "Qty 2 · 10 ABT each · Billed monthly", amount. */
export function LineItemRow({ item, currency, trialInDays, extras }: LineItemRowProps) {
  const text = useMessageText();
  const price = effectivePrice(item) as LineItem['price'];
  const product = price.product ?? item.price.product;
  const pricing = formatLineItemPricing(item, currency, { trialInDays });
  const image = product?.images?.[0];
  const details = [pricing.quantity, pricing.each, pricing.billed].filter((m) => m !== undefined).map(text);
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="sm" data-testid="line-item">
      {image ? (
        <img src={image} alt="" width={44} height={44} style={{ borderRadius: 8, objectFit: 'cover', flex: 'none' }} />
      ) : null}
      <Stack gap={4} style={{ flex: 1 }} miw={0}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} size="sm" style={productNameStyle}>
            <ProductName name={product?.name ?? ''} />
          </Text>
          <Stack gap={0} align="flex-end">
            <Text fw={600} size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
              {text(pricing.primary)}
            </Text>
            {pricing.afterTrial ? (
              <Text size="xs" c="dimmed" ta="right">
                {text(pricing.afterTrial)}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {details.length > 0 ? (
          <Text size="xs" c="dimmed">
            {details.join(' · ')}
          </Text>
        ) : null}
        {extras}
      </Stack>
    </Group>
  );
}
