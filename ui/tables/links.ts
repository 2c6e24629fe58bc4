import type { TransactionLink } from '@domain/display';
import type { TransactionRecord } from '@domain/model';

// Where a table's row links go. The composition builds them (router base path, role): customers
// get /customer/… links, owner and admin also the /admin/… links of docs/spec/shell-store-and-tables.md §2.
export interface TableLinks {
  invoice: (invoiceId: string) => string;
  /** Uncollectible invoices: the invoice page with the pay action. */
  payInvoice: (invoiceId: string) => string;
  creditGrant: (grantId: string) => string;
  subscription: (subscriptionId: string) => string;
  /** Admin only: /admin/customers/{id}. */
  adminCustomer?: ((customerId: string) => string) | undefined;
  /** Admin only: /admin/billing/{meterId}. */
  adminMeter?: ((meterId: string) => string) | undefined;
  /**
   * A payment's transaction (hash and explorer link, domain `transactionLink`) from the id of the
   * payment method that took it (a currency's payment_method_id) and the record's payment details.
   * Absent: the hash shows as text.
   */
  transaction?: ((methodId: string | null | undefined, details: TransactionRecord | null | undefined) => TransactionLink | undefined) | undefined;
}
