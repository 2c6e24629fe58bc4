import { useRouter } from '@tanstack/react-router';
import { useContext, useMemo } from 'react';
import type { TableLinks } from '@ui/tables';
import type { RouterContext } from '../context';
import { SignedInContext } from '../signed-in';

// What every table composition needs: the HTTP client, whether the viewer gets admin columns,
// and the row links (with the router's base path).

const ADMIN_ROLES: ReadonlySet<string> = new Set(['owner', 'admin']);

/** Owner and admin see admin columns and links (spec §6); everyone else the customer links. */
export const isTableAdmin = (role: string | undefined): boolean => !!role && ADMIN_ROLES.has(role);

export function useTableEnv() {
  const router = useRouter();
  const context = router.options.context as RouterContext;
  const signedIn = useContext(SignedInContext);
  const admin = isTableAdmin(signedIn?.role);
  const links = useMemo<TableLinks>(() => {
    const href = (path: string) => router.history.createHref(path);
    const id = encodeURIComponent;
    return {
      invoice: (invoiceId) => href(`/customer/invoice/${id(invoiceId)}`),
      payInvoice: (invoiceId) => href(`/customer/invoice/${id(invoiceId)}?action=pay`),
      creditGrant: (grantId) => href(`/customer/credit-grant/${id(grantId)}`),
      subscription: (subscriptionId) => href(`/customer/subscription/${id(subscriptionId)}`),
      ...(admin
        ? {
            adminCustomer: (customerId: string) => href(`/admin/customers/${id(customerId)}`),
            adminMeter: (meterId: string) => href(`/admin/billing/${id(meterId)}`),
          }
        : {}),
    };
  }, [router, admin]);
  return { http: context.adapters.http, queryClient: context.queryClient, getPorts: context.getPorts, admin, links };
}
