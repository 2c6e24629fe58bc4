import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { createContext, useContext, useMemo } from 'react';
import { settingsQuery } from '@adapters/api/settings';
import { transactionLink } from '@domain/display';
import type { PaymentMethod } from '@domain/model';
import { isAdminRole } from '@domain/platform/roles';
import type { TableLinks } from '@ui/tables';
import type { RouterContext } from '../-app/context';
import { SignedInContext } from '../-app/signed-in';
import { useHref } from '../-app/useHref';

// What every table composition needs: the HTTP client, whether the viewer gets admin columns,
// and the row links (with the router's base path).

/**
 * Where a table is shown (the real product's CreditGrantsList/CreditTransactionsList `mode`). Admin columns
 * and links are on only in the dashboard (the /admin pages) for owner and admin (docs/spec/shell-store-and-tables.md §6: "when
 * admin columns are enabled (dashboard mode)"); the customer portal shows an admin their own
 * records like any customer. Default: portal.
 */
export type TableMode = 'portal' | 'dashboard';
export const TableModeContext = createContext<TableMode>('portal');

/** Admin columns and links: owner or admin (domain/platform/roles.ts), in dashboard mode. */
export const adminColumnsOn = (role: string | undefined, mode: TableMode): boolean => mode === 'dashboard' && isAdminRole(role);

export function useTableEnv() {
  const router = useRouter();
  const context = router.options.context as RouterContext;
  const signedIn = useContext(SignedInContext);
  const admin = adminColumnsOn(signedIn?.role, useContext(TableModeContext));
  const { adapters } = context;
  // The payment methods' settings name each chain's explorer (and the card dashboard): the
  // transaction links are built from them (the settings query is shared and cached).
  const settings = useQuery(settingsQuery(adapters.http, adapters.livemode(), adapters.local));
  const methods = settings.data?.paymentMethods;
  const href = useHref();
  const links = useMemo<TableLinks>(() => {
    const byId = new Map<string, PaymentMethod>((methods ?? []).map((m) => [m.id, m]));
    const id = encodeURIComponent;
    return {
      invoice: (invoiceId) => href(`/customer/invoice/${id(invoiceId)}`),
      payInvoice: (invoiceId) => href(`/customer/invoice/${id(invoiceId)}?action=pay`),
      creditGrant: (grantId) => href(`/customer/credit-grant/${id(grantId)}`),
      subscription: (subscriptionId) => href(`/customer/subscription/${id(subscriptionId)}`),
      // Owner and admin also get the card dashboard link (merchant); customers the intent id.
      transaction: (methodId, details) => transactionLink({ method: methodId ? byId.get(methodId) : undefined, details, merchant: admin }),
      ...(admin
        ? {
            adminCustomer: (customerId: string) => href(`/admin/customers/${id(customerId)}`),
            adminMeter: (meterId: string) => href(`/admin/billing/${id(meterId)}`),
          }
        : {}),
    };
  }, [href, admin, methods]);
  return { http: context.adapters.http, queryClient: context.queryClient, getPorts: context.getPorts, admin, links };
}
