import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeInvoice } from '@test/fixtures/billing';
import { renderUi } from '@test/render';
import type { PagedTableProps } from './paged-props';
import { transactionLink } from '@domain/display';
import { makeCurrency } from '@test/fixtures/checkout';
import { InvoicesTable } from './InvoicesTable';
import { PaymentsTable } from './PaymentsTable';
import { PaymentList } from './PaymentList';
import { InvoiceList, groupByDay } from './InvoiceList';
import type { TableLinks } from './links';

const links: TableLinks = {
  invoice: (id) => `/customer/invoice/${id}`,
  payInvoice: (id) => `/customer/invoice/${id}?action=pay`,
  creditGrant: (id) => `/customer/credit-grant/${id}`,
  subscription: (id) => `/customer/subscription/${id}`,
  adminCustomer: (id) => `/admin/customers/${id}`,
};

const paged = (over: Partial<PagedTableProps> = {}): PagedTableProps => ({
  rowCount: 42,
  page: 2,
  pageSize: 10,
  onPageChange: vi.fn(),
  onPageSizeChange: vi.fn(),
  loading: false,
  ...over,
});

describe('InvoicesTable (the kit over @tanstack/react-table)', () => {
  const invoices = [
    makeInvoice({ id: 'in_1', number: 'INV-1', status: 'void', customer_id: 'cus_1' }),
    makeInvoice({ id: 'in_2', number: 'INV-2', status: 'uncollectible', customer_id: 'cus_1' }),
  ];

  it('is a captioned table with column headers, row links, the void and uncollectible rules, and paging intents', async () => {
    const user = userEvent.setup();
    const props = paged();
    renderUi(<InvoicesTable {...props} invoices={invoices} links={links} />);
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Invoice Number', 'Description', 'Amount', 'Status', 'Type', 'Payment Method', 'Date']);
    expect(within(table).getByRole('link', { name: 'INV-1' })).toHaveAttribute('href', '/customer/invoice/in_1');
    expect(within(table).getByText('No Payment Required')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Pay invoice INV-2' })).toHaveAttribute('href', '/customer/invoice/in_2?action=pay');
    expect(screen.getByText('11–20 of 42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(props.onPageChange).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(props.onPageChange).toHaveBeenCalledWith(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(props.onPageSizeChange).toHaveBeenCalledWith(50);
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).toBeNull();
  });

  it('admin columns add the customer link to /admin/customers/{id}', () => {
    renderUi(<InvoicesTable {...paged()} invoices={invoices} links={links} adminColumns />);
    expect(screen.getAllByRole('link', { name: 'cus_1' })[0]).toHaveAttribute('href', '/admin/customers/cus_1');
  });

  it('keeps the skeleton at least 500 ms, then shows the empty state', () => {
    vi.useFakeTimers();
    const { rerender } = renderUi(<InvoicesTable {...paged({ loading: true, rowCount: 0 })} invoices={[]} links={links} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    rerender(<InvoicesTable {...paged({ loading: false, rowCount: 0 })} invoices={[]} links={links} />);
    expect(screen.queryByText('No invoices yet')).toBeNull();
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.getByText('No invoices yet')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('an error offers Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderUi(<InvoicesTable {...paged({ error: 'Network error', onRetry })} invoices={[]} links={links} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('speaks Chinese', () => {
    renderUi(<InvoicesTable {...paged()} invoices={invoices} links={links} />, { locale: 'zh' });
    expect(screen.getByRole('table', { name: '账单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
  });
});

describe('InvoiceList (grouped by day, load more)', () => {
  it('groups by local day in order and loads more on request', async () => {
    const user = userEvent.setup();
    const day = (d: string, h: number) => Math.floor(new Date(`${d}T${String(h).padStart(2, '0')}:00:00`).getTime() / 1000);
    const invoices = [
      makeInvoice({ id: 'in_a', number: 'A', created_at: day('2026-03-02', 18) }),
      makeInvoice({ id: 'in_b', number: 'B', created_at: day('2026-03-02', 9) }),
      makeInvoice({ id: 'in_c', number: 'C', created_at: day('2026-03-01', 12) }),
    ];
    expect(groupByDay(invoices).map((g) => [g.day, g.invoices.length])).toEqual([
      ['2026-03-02', 2],
      ['2026-03-01', 1],
    ]);
    const onLoadMore = vi.fn();
    renderUi(<InvoiceList invoices={invoices} links={links} loading={false} loadingMore={false} hasMore onLoadMore={onLoadMore} />);
    expect(screen.getByRole('region', { name: '2026-03-02' })).toHaveTextContent('A');
    await user.click(screen.getByRole('button', { name: 'View more invoices' }));
    expect(onLoadMore).toHaveBeenCalled();
  });

  it('an empty subscription list says when the next invoice comes', () => {
    const nextInvoiceAt = Math.floor(new Date('2026-04-01T12:00:00').getTime() / 1000);
    const props = { invoices: [], links, loading: false, loadingMore: false, hasMore: false, onLoadMore: vi.fn() };
    const { unmount } = renderUi(<InvoiceList {...props} nextInvoiceAt={nextInvoiceAt} />);
    expect(screen.getByText('No invoices yet, next invoice will be generated on 2026-04-01')).toBeInTheDocument();
    unmount();
    renderUi(<InvoiceList {...props} />);
    expect(screen.getByText('No invoices yet')).toBeInTheDocument();
  });
});

describe('transaction links (domain transactionLink through the composition)', () => {
  const explorer = { type: 'arcblock', settings: { arcblock: { explorer_host: 'https://explorer.example' } } };
  const withTx: TableLinks = { ...links, transaction: (methodId, details) => transactionLink({ method: methodId === 'pm_arcblock' ? explorer : undefined, details }) };

  it('payments: the hash links to the chain explorer in a new tab; without settings it shows as text', () => {
    const payments = [
      { id: 'pi_1', status: 'succeeded', amount: '1', paymentCurrency: makeCurrency(), payment_details: { arcblock: { tx_hash: '0x1234567890abcdef' } }, created_at: 1_700_000_000 },
      { id: 'pi_2', status: 'succeeded', amount: '1', paymentCurrency: makeCurrency(), payment_details: { stripe: { payment_intent_id: 'pi_card_9' } }, created_at: 1_700_000_000 },
    ];
    const { unmount } = renderUi(<PaymentsTable {...paged()} payments={payments} links={withTx} />);
    const link = screen.getByRole('link', { name: 'View transaction 0x1234567890abcdef on the explorer (new tab)' });
    expect(link).toHaveAttribute('href', 'https://explorer.example/txs/0x1234567890abcdef');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('0x123456…cdef');
    // A customer's card payment: the intent id, no dashboard link.
    expect(screen.getByText('pi_card_9')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /pi_card_9/ })).toBeNull();
    unmount();
    renderUi(<PaymentsTable {...paged()} payments={payments.slice(0, 1)} links={links} />);
    expect(screen.queryByRole('link', { name: /View transaction/ })).toBeNull();
    expect(screen.getByTitle('0x1234567890abcdef')).toHaveTextContent('0x123456…cdef');
  });

  it('invoices: in_ ids open their page; an on-chain record opens the explorer (or nothing without one)', () => {
    const invoices = [
      makeInvoice({ id: 'in_9', number: 'INV-9' }),
      makeInvoice({ id: 'stake_abc', number: 'STAKE-1', billing_reason: 'stake', metadata: { payment_details: { arcblock: { tx_hash: '0xstake' } } } }),
    ];
    renderUi(<InvoicesTable {...paged()} invoices={invoices} links={withTx} />);
    expect(screen.getByRole('link', { name: 'INV-9' })).toHaveAttribute('href', '/customer/invoice/in_9');
    expect(screen.getByRole('link', { name: 'STAKE-1' })).toHaveAttribute('href', 'https://explorer.example/txs/0xstake');
    expect(screen.getByRole('link', { name: 'STAKE-1' })).toHaveAttribute('target', '_blank');
  });
});

describe('PaymentList (payment history grouped by day, load more)', () => {
  it('groups by local day, shows status and the explorer link, and loads more on request', async () => {
    const user = userEvent.setup();
    const at = (d: string, h: number) => Math.floor(new Date(`${d}T${String(h).padStart(2, '0')}:00:00`).getTime() / 1000);
    const payments = [
      { id: 'pi_a', status: 'succeeded', amount: '1', description: 'Top-up A', paymentCurrency: makeCurrency(), payment_details: { arcblock: { tx_hash: '0xaaaa1111bbbb2222' } }, created_at: at('2026-03-02', 18) },
      { id: 'pi_b', status: 'processing', amount: '1', description: 'Top-up B', paymentCurrency: makeCurrency(), payment_details: null, created_at: at('2026-03-01', 9) },
    ];
    const withTx: TableLinks = { ...links, transaction: (_methodId, details) => transactionLink({ method: { type: 'arcblock', settings: { arcblock: { explorer_host: 'https://explorer.example' } } }, details }) };
    const onLoadMore = vi.fn();
    renderUi(<PaymentList payments={payments} links={withTx} loading={false} loadingMore={false} hasMore onLoadMore={onLoadMore} />);
    const first = screen.getByRole('region', { name: '2026-03-02' });
    expect(first).toHaveTextContent('Top-up A');
    expect(within(first).getByRole('link', { name: /View transaction 0xaaaa1111bbbb2222/ })).toHaveAttribute('href', 'https://explorer.example/txs/0xaaaa1111bbbb2222');
    expect(screen.getByRole('region', { name: '2026-03-01' })).toHaveTextContent('Processing');
    await user.click(screen.getByRole('button', { name: 'View more payments' }));
    expect(onLoadMore).toHaveBeenCalled();
  });
});
