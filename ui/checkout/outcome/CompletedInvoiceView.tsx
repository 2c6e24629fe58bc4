import { useId, type ReactNode } from 'react';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { billingReasonKey, formatDate } from '@domain/display';
import type { Invoice } from '@domain/model';
import { InvoiceStatusBadge } from '../../billing/InvoiceStatusBadge';
import { recordMoney } from '@domain/money/record-money';
import { unitAmountText } from '../../billing/money-text';
import { isMessageKey, useI18n } from '../../i18n';
import classes from './outcome.module.css';
// The printed invoice: no shell, no buttons, light colours (global: it styles the page around the invoice).
import './invoice-print.css';
import { FactList } from '../../common/FactList';

export interface CompletedInvoiceLine {
  id: string;
  description: string;
  quantity?: number | string | null | undefined;
  /** Line amount, smallest unit of the invoice's currency (a line is in its invoice's currency). */
  amount: string;
  /** The billing period of a subscription line, as text. */
  period?: string | undefined;
}

export interface CompletedInvoiceViewProps {
  invoice: Invoice;
  lines?: readonly CompletedInvoiceLine[] | undefined;
  /** Uncollectible invoices: where paying starts (the page with the action parameter). */
  payHref?: string | undefined;
  /** Default: the browser's print dialog. */
  onPrint?: (() => void) | undefined;
  /** The invoice's subscription page; with the subscription's name when known. */
  subscription?: { href: string; name: string } | undefined;
  /** The billing period (subscription invoices), as text. */
  period?: string | undefined;
  /** Further sections under the lines (the invoice page: payment, refunds). */
  children?: ReactNode;
}

/** /customer/invoice/{id} right after checkout: number, status, amount, date, description, lines. Printable. */
export function CompletedInvoiceView({ invoice, lines = [], payHref, onPrint, subscription, period, children }: CompletedInvoiceViewProps) {
  const { t, locale } = useI18n();
  const titleId = useId();
  // Every figure in the invoice's own currency; without it none is guessed ("-").
  const money = (amount: string | null | undefined) => unitAmountText(recordMoney(amount, invoice));
  const number = invoice.number ?? invoice.id;
  const reasonKey = billingReasonKey(invoice.billing_reason);
  const facts: [string, ReactNode][] = [
    [t('outcome.invoice.date'), formatDate(invoice.created_at, undefined, locale)],
    [t('outcome.invoice.reason'), isMessageKey(reasonKey) ? t(reasonKey) : invoice.billing_reason],
  ];
  if (invoice.paymentMethod?.name) facts.push([t('outcome.invoice.paymentMethod'), invoice.paymentMethod.name]);
  if (invoice.description) facts.push([t('outcome.invoice.description'), invoice.description]);
  if (period) facts.push([t('detail.invoice.period'), period]);
  if (subscription) facts.push([t('detail.invoice.subscription'), <Anchor href={subscription.href} size="sm">{subscription.name}</Anchor>]);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto" component="article" aria-labelledby={titleId} data-testid="completed-invoice" data-state={invoice.status} data-print-document="">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6}>
            <Title order={1} size="h3" id={titleId}>
              {t('outcome.invoice.title', { number })}
            </Title>
            <InvoiceStatusBadge status={invoice.status} number={number} payHref={payHref} />
          </Stack>
          <Button variant="default" size="xs" className={classes.noPrint} onClick={onPrint ?? (() => window.print())}>
            {t('outcome.invoice.print')}
          </Button>
        </Group>

        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('outcome.invoice.amount')}
          </Text>
          <Text fz={28} fw={650} data-testid="invoice-amount">
            {money(invoice.total)}
          </Text>
        </Stack>

        <FactList facts={facts} />

        {lines.length > 0 ? (
          <Table verticalSpacing="xs" aria-label={t('outcome.invoice.items')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('outcome.invoice.item')}</Table.Th>
                <Table.Th ta="right">{t('outcome.invoice.quantity')}</Table.Th>
                <Table.Th ta="right">{t('outcome.invoice.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    {line.description}
                    {line.period ? (
                      <Text size="xs" c="dimmed">
                        {line.period}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">{line.quantity ?? 1}</Table.Td>
                  <Table.Td ta="right">{money(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>{t('outcome.invoice.total')}</Table.Th>
                <Table.Th ta="right">{money(invoice.total)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
