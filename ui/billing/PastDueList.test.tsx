import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ABT_ID } from '@test/fixtures/checkout';
import { makeInvoice } from '@test/fixtures/billing';
import { renderUi } from '@test/render';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { PastDueList } from './PastDueList';

describe('PastDueList', () => {
  it('lists the due invoices per currency with Pay Now and a Back link to the referer', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    const invoices = [
      makeInvoice({ id: 'in_1', number: 'INV-0001', status: 'open' }),
      makeInvoice({ id: 'in_2', number: 'INV-0002', status: 'uncollectible' }),
    ];
    renderUi(
      <PastDueList
        groups={[{ currencyId: ABT_ID, amount: '2', symbol: 'ABT', status: 'idle', invoices }]}
        onPay={onPay}
        invoiceHref={(invoice) => `/customer/invoice/${invoice.id}`}
        backHref="/app/settings"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Past Due Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/app/settings');
    const group = screen.getByRole('region', { name: 'Due in ABT' });
    expect(within(group).getByText('Total due: 2 ABT')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'View invoice INV-0002' })).toHaveAttribute('href', '/customer/invoice/in_2');
    await user.click(within(group).getByRole('button', { name: 'Pay Now (2 ABT)' }));
    expect(onPay).toHaveBeenCalledWith(ABT_ID);
  });

  it('says when nothing is due', () => {
    renderUi(<PastDueList groups={[]} onPay={() => {}} invoiceHref={() => '#'} />);
    expect(screen.getByText('Great! You have no due invoices.')).toBeInTheDocument();
  });
});

describe('InvoiceStatusBadge', () => {
  it('strikes a void invoice through with No Payment Required, and lets an uncollectible one be paid', () => {
    renderUi(
      <>
        <InvoiceStatusBadge status="void" />
        <InvoiceStatusBadge status="uncollectible" number="INV-9" payHref="/customer/invoice/in_9?action=pay" />
      </>,
    );
    expect(screen.getByText('Void').closest('.mantine-Badge-root')).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByText('No Payment Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay invoice INV-9' })).toHaveAttribute('href', '/customer/invoice/in_9?action=pay');
  });
});
