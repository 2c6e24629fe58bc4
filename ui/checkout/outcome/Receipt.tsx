import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n';

export interface ReceiptItem {
  name: string;
  quantity: number;
}

export interface ReceiptProps {
  items: readonly ReceiptItem[];
  /** What was charged, as text ("10 ABT"). */
  paid: string;
  /** A promotion code's discount taken off before paying, as text ("-5 ABT"); none without one. */
  discount?: string | null | undefined;
  /** The refundable stake locked beside it, as text; none when there is no stake. */
  stake?: string | null | undefined;
  /** How: "DID Wallet · ABT", "Card · USD". */
  method?: string | null | undefined;
  /** When, as text; shown once known (the invoice carries it). */
  date?: string | null | undefined;
  /** The payer's reference: the invoice number, else the checkout's id. */
  reference: string;
  /** What happens next, by the kind of checkout. */
  next: 'payment' | 'subscription' | 'setup';
}

/**
 * The receipt of a completed checkout (docs/checkout-payer.md): what was paid, how much, how, when, the
 * reference to quote, and what happens next. A definition table, so each fact reads with its label.
 */
export function Receipt({ items, paid, discount, stake, method, date, reference, next }: ReceiptProps) {
  const t = useT();
  const titleId = useId();
  const rows: [string, ReactNode][] = [
    [t('receipt.items'), items.map((item) => <div key={item.name}>{t('receipt.item', { name: item.name, quantity: item.quantity })}</div>)],
    ...(discount ? [[t('receipt.discount'), discount] as [string, ReactNode]] : []),
    [t('receipt.paid'), paid],
    ...(stake ? [[t('receipt.stake'), stake] as [string, ReactNode]] : []),
    ...(method ? [[t('receipt.method'), method] as [string, ReactNode]] : []),
    ...(date ? [[t('receipt.date'), date] as [string, ReactNode]] : []),
    [t('receipt.reference'), <Text key="ref" span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>{reference}</Text>],
  ];
  return (
    <Paper withBorder radius="md" p="md" w="100%" ta="left" component="section" aria-labelledby={titleId} data-testid="checkout-receipt">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('receipt.title')}
        </Title>
        <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="40%" fw={500} c="dimmed">
                  {label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" data-testid="receipt-next">
          {t(`receipt.next.${next}`)}
        </Text>
      </Stack>
    </Paper>
  );
}
