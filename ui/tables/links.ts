// Where a table's row links go. The composition builds them (router base path, role): customers
// get /customer/… links, owner and admin also the /admin/… links of spec §2.
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
}
