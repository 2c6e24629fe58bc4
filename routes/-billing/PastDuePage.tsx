import { Alert, Button, Container, Group, Text } from '@mantine/core';
import type { Settings } from '@domain/model';
import type { OverdueTarget, Ports } from '@machines/ports';
import { PastDueList } from '@ui/billing';
import { useT } from '@ui/i18n';
import { PastDueSuccess } from './PastDueSuccess';
import { useHref } from '../-app/useHref';
import { useInvoiceHref } from '../-overdue/useInvoiceHref';
import { useOverdue } from '../-overdue/useOverdue';

export interface PastDuePageProps {
  target: OverdueTarget;
  ports: Pick<Ports, 'billing' | 'wallet' | 'realtime' | 'notifier'>;
  settings: Settings | undefined;
  /** The safe referer (domain/billing safeReferer), or null. */
  backHref: string | null;
}

/**
 * /customer/invoice/past-due: the customer's (or a subscription's) due invoices per currency,
 * Pay Now through the overdue-dialog machine, and a success state with the way back.
 */
export function PastDuePage({ target, ports, settings, backHref }: PastDuePageProps) {
  const t = useT();
  const href = useHref();
  const invoiceHref = useInvoiceHref();
  const overdue = useOverdue({ target, ports, settings, invoiceHref });
  const { view } = overdue;
  return (
    <Container size="md" py="xl" data-testid="past-due-page" data-state={view.status}>
      {/* Paid here: the success state. Nothing was due to begin with: the list says so. */}
      {view.status === 'allPaid' && view.rows.length > 0 ? (
        <PastDueSuccess
          paid={view.rows.map((row) => ({ currencyId: row.currencyId, amountText: `${row.amount} ${row.symbol}`, methodName: row.methodName }))}
          backHref={backHref}
          homeHref={href('/')}
        />
      ) : (
        <>
          <PastDueList
            groups={overdue.groups}
            onPay={overdue.pay}
            invoiceHref={(invoice) => invoiceHref(invoice.id)}
            backHref={backHref}
            loading={view.status === 'loading'}
            loadError={view.errorText}
            onReload={view.canRetry ? overdue.retry : undefined}
          />
          {view.stale ? (
            <Alert color="yellow" variant="light" mt="lg" data-testid="past-due-stale">
              <Group justify="space-between" gap="sm">
                <Text size="sm">{t('billing.overdue.staleNote')}</Text>
                <Button variant="default" size="xs" onClick={overdue.refresh}>
                  {t('common.refresh')}
                </Button>
              </Group>
            </Alert>
          ) : null}
        </>
      )}
    </Container>
  );
}
