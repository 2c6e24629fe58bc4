import { Anchor, Badge, Group, Text } from '@mantine/core';
import { invoiceStatusDisplay, type StatusColor } from '@domain/display';
import { isMessageKey, useT } from '../i18n';

/**
 * Semantic status colours → Mantine palette, for every status dot (this chip and the tables'
 * StatusDot). The dot variant carries the colour in the dot and keeps the label in the body text
 * colour: AA in both schemes (green or orange text on a light fill is not).
 */
export const STATUS_PALETTE: Readonly<Record<StatusColor, string>> = {
  success: 'green',
  secondary: 'indigo',
  warning: 'orange',
  error: 'red',
  info: 'blue',
  default: 'gray',
};

export interface InvoiceStatusBadgeProps {
  status: string;
  /** Invoice number for the pay link's accessible name. */
  number?: string | null | undefined;
  /** Uncollectible invoices can be paid: where the connect flow starts (invoice page with the action). */
  payHref?: string | undefined;
}

/** Invoice status chip (docs/spec/checkout-and-billing.md §4): domain colours; void struck through with 'No Payment Required'; uncollectible payable. */
export function InvoiceStatusBadge({ status, number, payHref }: InvoiceStatusBadgeProps) {
  const t = useT();
  const display = invoiceStatusDisplay(status);
  const label = isMessageKey(display.labelKey) ? t(display.labelKey) : status;
  return (
    <Group gap={6} wrap="nowrap" data-testid="invoice-status" data-state={status}>
      <Badge
        variant="dot"
        color={STATUS_PALETTE[display.color]}
        td={display.struckThrough ? 'line-through' : undefined}
        tt="none"
      >
        {label}
      </Badge>
      {display.tooltipKey && isMessageKey(display.tooltipKey) ? (
        <Text size="xs" c="dimmed">
          {t(display.tooltipKey)}
        </Text>
      ) : null}
      {display.payable && payHref ? (
        <Anchor href={payHref} size="sm" aria-label={number ? t('billing.invoice.payLabel', { number }) : undefined}>
          {t('billing.invoice.pay')}
        </Anchor>
      ) : null}
    </Group>
  );
}
