// The meter page lists every customer's usage, so its table says whose.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CreditTransaction } from '@domain/model';
import { renderUi } from '@test/render';
import { CreditTransactionsTable } from './CreditTransactionsTable';
import type { TableLinks } from './links';

const links: TableLinks = {
  invoice: (id) => `/customer/invoice/${id}`,
  payInvoice: (id) => `/customer/invoice/${id}?action=pay`,
  creditGrant: (id) => `/customer/credit-grant/${id}`,
  subscription: (id) => `/customer/subscription/${id}`,
  adminCustomer: (id) => `/admin/customers/${id}`,
};
const row = (id: string, customer: CreditTransaction['customer'], customerId: string): CreditTransaction =>
  ({ id, credit_amount: '100', customer_id: customerId, customer, created_at: 1_700_000_000, description: 'Usage' }) as CreditTransaction;

describe('CreditTransactionsTable: the Customer column of the meter page', () => {
  const paged = { rowCount: 2, page: 1, pageSize: 10, onPageChange: vi.fn(), onPageSizeChange: vi.fn(), loading: false };
  it('names each customer, linked to their admin page; absent without showCustomer', () => {
    const transactions = [row('ct_1', { id: 'cus_a', name: 'Lena Ledger', did: 'z1L' }, 'cus_a'), row('ct_2', null, 'cus_b')];
    const { rerender } = renderUi(<CreditTransactionsTable {...paged} transactions={transactions} links={links} showCustomer />);
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Lena Ledger' })).toHaveAttribute('href', '/admin/customers/cus_a');
    expect(within(table).getByRole('link', { name: 'cus_b' })).toHaveAttribute('href', '/admin/customers/cus_b');
    rerender(<CreditTransactionsTable {...paged} transactions={transactions} links={links} />);
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).toBeNull();
  });
});
