import { useQueryClient } from '@tanstack/react-query';
import { paymentKeys } from '@adapters/api/keys';
import type { Ports } from '@machines/ports';
import { useAction } from '../-app/useAction';

/**
 * Pays one invoice through the wallet's `collect` (docs/spec/checkout-and-billing.md §4: uncollectible can be paid through a
 * connect flow), then refetches the invoice and the lists it appears in. One request per press
 * (useAction): a second click while the wallet is open, even in the same frame, does nothing.
 */
export function useInvoicePayment(invoiceId: string, ports: Pick<Ports, 'wallet' | 'notifier'>) {
  const queryClient = useQueryClient();
  const payment = useAction({
    run: () => ports.wallet.connect({ action: 'collect', extraParams: { invoiceId } }),
    onSuccess: async (outcome) => {
      if (outcome.status === 'approved') {
        ports.notifier.notify({ tone: 'success', key: 'billing.invoice.paySuccess' });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: paymentKeys.invoice(invoiceId) }),
          queryClient.invalidateQueries({ queryKey: ['payment-kit', 'invoices'] }),
          queryClient.invalidateQueries({ queryKey: ['payment-kit', 'overdue'] }),
        ]);
      } else if (outcome.status === 'declined') {
        ports.notifier.notify({ tone: 'error', key: 'billing.invoice.payDeclined' });
      } else {
        ports.notifier.notify({ tone: 'info', key: 'billing.invoice.payCancelled' });
      }
    },
    onError: (error) => {
      ports.notifier.notify({ tone: 'error', key: 'billing.overdue.payFailed', text: error instanceof Error ? error.message : String(error) });
    },
  });
  return {
    paying: payment.busy,
    pay: () => void payment.run(),
  };
}
