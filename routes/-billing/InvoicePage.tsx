import { Alert, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { invoicePageActions } from '@domain/billing';
import { invoiceQuery } from '@adapters/api/billing';
import { isApiError } from '@adapters/http/api-error';
import type { HttpClient } from '@adapters/http/client';
import type { SessionUser } from '@domain/model';
import type { Ports } from '@machines/ports';
import { recordMoney } from '@domain/money/record-money';
import { unitAmountText } from '@ui/billing/money-text';
import { CheckoutErrorScreen, CompletedInvoiceView } from '@ui/checkout/outcome';
import { useI18n } from '@ui/i18n';
import { ForeignRecordView, isForbidden } from '../-app/ForeignRecord';
import { InvoicePaymentAndRefunds, periodText, useInvoiceLines } from './InvoiceDetails';
import { InvoiceNotFound } from './InvoiceNotFound';
import { InvoicePayPanel } from './InvoicePayPanel';
import { InvoiceSkeleton } from './InvoiceSkeleton';
import { useHref } from '../-app/useHref';
import { useInvoicePayment } from './useInvoicePayment';

export interface InvoicePageProps {
  id: string;
  /** The action search parameter ('pay'). */
  action: string | undefined;
  http: HttpClient;
  ports: Pick<Ports, 'wallet' | 'notifier'>;
  /** The signed-in payer (named when the invoice is another account's). */
  user: SessionUser;
}

/** /customer/invoice/{id}: the invoice after a completed checkout or from a table; pays an uncollectible one. */
export function InvoicePage({ id, action, http, ports, user }: InvoicePageProps) {
  const { t, locale } = useI18n();
  const href = useHref();
  const invoice = useQuery(invoiceQuery(http, id));
  const payment = useInvoicePayment(id, ports);
  const lines = useInvoiceLines(invoice.data?.lines);

  if (invoice.isPending) return <InvoiceSkeleton />;
  if (invoice.isError) {
    const error = invoice.error;
    if (isApiError(error) && error.details.status === 404) return <InvoiceNotFound homeHref={href('/')} />;
    // Another account's invoice: no retry fixes that.
    if (isForbidden(error)) return <ForeignRecordView record="invoice" user={user} />;
    return <CheckoutErrorScreen error={error} onRetry={() => void invoice.refetch()} backHref={href('/')} />;
  }

  const data = invoice.data;
  const actions = invoicePageActions(data.status, action);
  const due = recordMoney(data.amount_remaining ?? data.total, data);
  const payHref =
    data.status === 'uncollectible' && !actions.canPay ? href(`/customer/invoice/${encodeURIComponent(id)}?action=pay`) : undefined;
  return (
    <Container size="md" py="xl" data-testid="invoice-page" data-state={data.status}>
      {actions.canPay && due ? (
        <InvoicePayPanel amountText={unitAmountText(due)} paying={payment.paying} onPay={payment.pay} />
      ) : null}
      {actions.noPaymentRequired ? (
        <Alert color="gray" variant="light" maw={720} mx="auto" mb="md" data-testid="invoice-void-note">
          {t('billing.invoice.voidNote')}
        </Alert>
      ) : null}
      <CompletedInvoiceView
        invoice={data}
        payHref={payHref}
        lines={lines}
        period={data.subscription_id ? periodText(data.period_start, data.period_end, locale, t) : undefined}
        // The server expands the subscription only when it exists: never a link to a missing page.
        subscription={
          data.subscription?.id
            ? { href: href(`/customer/subscription/${encodeURIComponent(data.subscription.id)}`), name: data.subscription.description ?? data.subscription.id }
            : undefined
        }
      >
        <InvoicePaymentAndRefunds invoice={data} http={http} />
      </CompletedInvoiceView>
    </Container>
  );
}
