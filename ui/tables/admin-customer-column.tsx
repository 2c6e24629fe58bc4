import { LinkCell } from './cells';
import type { TableColumn } from './DataTable';
import type { TableLinks } from './links';

/**
 * The admin Customer column of the invoices, payments and credit-grants tables: the customer id,
 * linked to that customer's admin page. Only in dashboard mode with the admin links (owner and
 * admin, docs/spec/shell-store-and-tables.md §6); otherwise no column.
 */
export function adminCustomerColumn<T extends { customer_id?: string | null | undefined }>(
  links: TableLinks,
  adminColumns: boolean | undefined,
  header: string,
): TableColumn<T>[] {
  const adminCustomer = links.adminCustomer;
  if (!adminColumns || !adminCustomer) return [];
  return [
    {
      id: 'customer',
      accessorFn: (row) => row.customer_id ?? '',
      header,
      cell: (c) => (c.getValue<string>() ? <LinkCell href={adminCustomer(c.getValue<string>())}>{c.getValue<string>()}</LinkCell> : '-'),
    },
  ];
}
