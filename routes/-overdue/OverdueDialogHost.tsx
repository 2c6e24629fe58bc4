import type { Settings } from '@domain/model';
import type { OverdueTarget, Ports } from '@machines/ports';
import { OverdueInvoicesDialog } from '@ui/billing';
import { useHref } from '../-app/useHref';
import { useInvoiceHref } from './useInvoiceHref';
import { overdueTargetKey, useOverdue } from './useOverdue';

export interface OverdueDialogHostProps {
  /** The subscription or the customer whose due invoices are paid. */
  target: OverdueTarget;
  opened: boolean;
  onClose: () => void;
  /** Called once when nothing is left to pay (a CUSTOMER_LIMITED checkout submits again). */
  onAllPaid?: (() => void) | undefined;
  ports: Pick<Ports, 'billing' | 'wallet' | 'realtime' | 'notifier'>;
  /** Payment settings: card-provider currencies are shown as not payable here. */
  settings: Settings | undefined;
  /** Link to the past-due page from the dialog; default the page with this page as referer. */
  pastDueHref?: string | null | undefined;
}

/**
 * The pay-now dialog of the past-due flow (docs/spec/checkout-and-billing.md §4, docs/reference/payment-react.md §3.10), bound to one overdue-dialog
 * actor. The actor lives while the dialog is open, and anew for another target.
 */
export function OverdueDialogHost(props: OverdueDialogHostProps) {
  if (!props.opened) return null;
  return <OpenOverdueDialog key={overdueTargetKey(props.target)} {...props} />;
}

function OpenOverdueDialog({ target, opened, onClose, onAllPaid, ports, settings, pastDueHref }: OverdueDialogHostProps) {
  const href = useHref();
  const invoiceHref = useInvoiceHref();
  const overdue = useOverdue({ target, ports, settings, invoiceHref, onAllPaid });
  const { view } = overdue;
  const defaultPastDue = () => {
    const here = `${window.location.pathname}${window.location.search}`;
    const query = new URLSearchParams({ referer: here });
    if ('subscriptionId' in target) query.set('subscriptionId', target.subscriptionId);
    return href(`/customer/invoice/past-due?${query.toString()}`);
  };
  return (
    <OverdueInvoicesDialog
      opened={opened}
      onClose={onClose}
      loading={view.status === 'loading'}
      loadError={view.errorText}
      onReload={view.canRetry ? overdue.retry : undefined}
      invoiceCount={view.invoiceCount}
      subscriptionName={view.subscriptionName}
      groups={overdue.groups}
      onPay={overdue.pay}
      pastDueHref={pastDueHref === null ? undefined : (pastDueHref ?? defaultPastDue())}
    />
  );
}
