import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { paymentKeys } from '@adapters/api/keys';
import type { RealtimeStatus } from '@machines/ports';
import type { RouterContext } from '../-app/context';
import { createDebouncedRefresh, paidPollInterval } from './paid-refresh';

/**
 * docs/spec/shell-store-and-tables.md §4/§9: an `invoice.paid` event of the same customer refreshes the invoice lists (and the
 * payment history), debounced 1 s with a 5 s maximum wait. Returns the polling interval the
 * lists should use: none while the relay socket is open, PAID_POLL_INTERVAL_MS when it is not.
 * `customerId` undefined = the signed-in customer (matched against the rows' customer).
 */
export function useInvoicePaidRefresh(customerId: string | undefined): number | false {
  const queryClient = useQueryClient();
  const router = useRouter();
  const getPorts = (router.options.context as RouterContext).getPorts;
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const customer = useRef(customerId);
  useEffect(() => {
    customer.current = customerId;
  }, [customerId]);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    const refresh = createDebouncedRefresh(() => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.invoices().slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.paymentIntents().slice(0, 2) });
    });
    void getPorts().then((ports) => {
      if (stopped) return;
      unsubscribe = ports.realtime.subscribe(
        (event) => {
          if (event.type !== 'invoice.paid') return;
          if (customer.current && event.data.customer_id !== customer.current) return;
          refresh.trigger();
        },
        (next) => setStatus(next),
      );
    });
    return () => {
      stopped = true;
      refresh.cancel();
      unsubscribe?.();
    };
  }, [getPorts, queryClient]);

  return paidPollInterval(status);
}
