import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { listRefunds } from '@adapters/api/billing-tables';
import type { InvoiceDetail } from '@adapters/api/billing';
import { paymentKeys } from '@adapters/api/keys';
import { settingsQuery } from '@adapters/api/settings';
import type { HttpClient } from '@adapters/http/client';
import { formatDate, transactionLink } from '@domain/display';
import type { InvoiceLine } from '@domain/model';
import { InvoicePaymentDetails } from '@ui/billing/InvoicePaymentDetails';
import { InvoiceRefunds } from '@ui/billing/InvoiceRefunds';
import { recordMoney } from '@domain/money/record-money';
import { unitAmountText } from '@ui/billing/money-text';
import type { CompletedInvoiceLine } from '@ui/checkout/outcome';
import { isMessageKey, useI18n } from '@ui/i18n';
import type { RouterContext } from '../-app/context';

// What the customer's invoice page shows beyond the invoice's own facts: its lines with their
// periods, the payment (method, amounts, the transaction on its chain's explorer or the card
// intent) and its refunds (GET /api/refunds?invoice_id).

/** "2026-01-01 – 2026-02-01", or undefined for a period of no length. */
export function periodText(
  start: number | null | undefined,
  end: number | null | undefined,
  locale: string,
  t: (key: 'detail.invoice.periodRange', params: { start: string; end: string }) => string,
) {
  if (!start || !end || end <= start) return undefined;
  return t('detail.invoice.periodRange', {
    start: formatDate(start, 'YYYY-MM-DD', locale),
    end: formatDate(end, 'YYYY-MM-DD', locale),
  });
}

export function useInvoiceLines(lines: readonly InvoiceLine[] | undefined): CompletedInvoiceLine[] {
  const { t, locale } = useI18n();
  return (lines ?? []).map((line) => ({
    id: line.id,
    description: line.description,
    quantity: line.quantity,
    amount: line.amount,
    period: periodText(line.period?.start, line.period?.end, locale, t),
  }));
}

export function InvoicePaymentAndRefunds({ invoice, http }: { invoice: InvoiceDetail; http: HttpClient }) {
  const { t } = useI18n();
  const { adapters } = useRouter().options.context as RouterContext;
  // The invoice's figures in its own currency ("-" without it: never guessed decimals).
  const money = (amount: string) => unitAmountText(recordMoney(amount, invoice));
  // The explorer host comes with the payment method's settings.
  const settings = useQuery(settingsQuery(http, adapters.livemode(), adapters.session));
  const params = {
    invoice_id: invoice.id,
    ...(invoice.customer_id ? { customer_id: invoice.customer_id } : {}),
    pageSize: 100,
  };
  const refunds = useQuery({
    queryKey: [...paymentKeys.all, 'invoice-refunds', params],
    queryFn: ({ signal }) => listRefunds(http, params, signal),
  });
  const methodId = invoice.paymentMethod?.id ?? invoice.paymentCurrency?.payment_method_id;
  const method = settings.data?.paymentMethods.find((m) => m.id === methodId);
  const intent = invoice.paymentIntent;
  const transaction = transactionLink({
    method,
    details: invoice.metadata?.payment_details ?? intent?.payment_details,
  });
  const statusKey = intent?.status ? `detail.status.${intent.status}` : undefined;
  const paid = invoice.status === 'paid';
  const remaining = invoice.amount_remaining ?? (paid ? '0' : invoice.total);
  // A void invoice asks for nothing: a payment section only if money moved anyway.
  const showPayment = invoice.status !== 'void' || !!transaction;
  return (
    <>
      {showPayment ? (
        <InvoicePaymentDetails
          amountPaid={money(invoice.amount_paid ?? (paid ? invoice.total : '0'))}
          amountRemaining={
            invoice.status === 'void' || remaining === '0' ? undefined : money(remaining)
          }
          status={statusKey ? (isMessageKey(statusKey) ? t(statusKey) : intent?.status) : undefined}
          transaction={transaction}
          paid={paid}
        />
      ) : null}
      <InvoiceRefunds refunds={refunds.data?.list ?? []} currency={invoice.paymentCurrency} />
    </>
  );
}
