import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { shortHash, type TransactionLink } from '@domain/display';
import { isCardMethod } from '@domain/payment';
import { useT } from '../i18n';
import { FactList } from '../common/FactList';

export interface InvoicePaymentDetailsProps {
  amountPaid: string;
  /** Shown when something is still due. */
  amountRemaining?: string | undefined;
  /** The payment intent's status label, when the invoice has one. */
  status?: string | undefined;
  /** Where the payment landed: a chain transaction (explorer link) or the card provider's intent. */
  transaction: TransactionLink | undefined;
  paid: boolean;
}

/** The invoice page's payment section: status, amounts, and the transaction on its chain explorer or the card intent. */
export function InvoicePaymentDetails({
  amountPaid,
  amountRemaining,
  status,
  transaction,
  paid,
}: InvoicePaymentDetailsProps) {
  const t = useT();
  const rows: [string, ReactNode][] = [];
  if (status) rows.push([t('detail.invoice.paymentStatus'), status]);
  rows.push([t('detail.invoice.amountPaid'), <span data-testid="invoice-amount-paid">{amountPaid}</span>]);
  if (amountRemaining)
    rows.push([
      t('detail.invoice.amountRemaining'),
      <span data-testid="invoice-amount-remaining">{amountRemaining}</span>,
    ]);
  if (transaction)
    rows.push([t('detail.invoice.transaction'), <TransactionText transaction={transaction} />]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="invoice-payment-title" data-testid="invoice-payment">
      <Title order={2} size="h5" id="invoice-payment-title">
        {t('detail.invoice.payment')}
      </Title>
      {!paid && !transaction ? (
        <Text size="sm" c="dimmed">
          {t('detail.invoice.noPayment')}
        </Text>
      ) : null}
      <FactList facts={rows} />
    </Stack>
  );
}

/** A chain hash links to its explorer (new tab); the printed page shows the full hash. A card intent is its id. */
function TransactionText({ transaction }: { transaction: TransactionLink }) {
  const t = useT();
  if (isCardMethod({ type: transaction.chain }) && !transaction.href)
    return (
      <span data-testid="invoice-transaction">
        {t('detail.invoice.cardPayment', { id: transaction.text })}
      </span>
    );
  if (!transaction.href) return <span data-testid="invoice-transaction">{transaction.text}</span>;
  return (
    <Anchor
      href={transaction.href}
      target="_blank"
      rel="noopener noreferrer"
      title={transaction.text}
      aria-label={t('detail.invoice.explorerLink', { hash: transaction.text })}
      data-testid="invoice-transaction"
      data-print-full={transaction.text}
    >
      {shortHash(transaction.text, 10, 6)}
    </Anchor>
  );
}
