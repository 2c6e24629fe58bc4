import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ABT_ID, USD_ID } from '@test/fixtures/checkout';
import { renderUi } from '@test/render';
import type { OverdueCurrencyGroup } from './overdue-group';
import { OverdueInvoicesDialog, type OverdueInvoicesDialogProps } from './OverdueInvoicesDialog';

const abt = (overrides: Partial<OverdueCurrencyGroup> = {}): OverdueCurrencyGroup => ({
  currencyId: ABT_ID,
  amount: '1',
  symbol: 'ABT',
  methodName: 'ArcBlock',
  status: 'idle',
  ...overrides,
});
const usd = (overrides: Partial<OverdueCurrencyGroup> = {}): OverdueCurrencyGroup => ({
  currencyId: USD_ID,
  amount: '12.5',
  symbol: 'USD',
  methodName: 'Stripe',
  status: 'idle',
  notSupported: true,
  invoiceHref: '/customer/invoice/in_usd',
  ...overrides,
});

const setup = (props: Partial<OverdueInvoicesDialogProps> = {}) => {
  const onPay = vi.fn();
  const onClose = vi.fn();
  renderUi(<OverdueInvoicesDialog opened onClose={onClose} onPay={onPay} invoiceCount={2} groups={[abt()]} {...props} />);
  return { onPay, onClose, dialog: screen.getByRole('dialog', { name: 'Pay Due Invoices' }) };
};

describe('OverdueInvoicesDialog', () => {
  it('tells how many invoices are due for the subscription and the total per currency', () => {
    const { dialog } = setup({ subscriptionName: 'Pro plan', groups: [abt(), usd()] });
    expect(
      within(dialog).getByText(
        'There are 2 due invoices for your subscription Pro plan, the total due amount is 1 ABT (ArcBlock), 12.5 USD (Stripe), you need to pay them to activate your subscription or before making new purchases.',
      ),
    ).toBeInTheDocument();
  });

  it('pays a currency from idle', async () => {
    const user = userEvent.setup();
    const { onPay, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now (1 ABT)' }));
    expect(onPay).toHaveBeenCalledWith(ABT_ID);
  });

  it('shows each row state', async () => {
    const user = userEvent.setup();
    const groups = [
      abt({ status: 'paying' }),
      abt({ currencyId: 'pc_tba', symbol: 'TBA', status: 'success' }),
      abt({ currencyId: 'pc_eth', symbol: 'ETH', status: 'error', errorMessage: 'The wallet declined the request' }),
    ];
    const { onPay, dialog } = setup({ groups });
    const rows = within(dialog).getAllByTestId('overdue-row');
    expect(rows.map((row) => row.dataset['state'])).toEqual(['paying', 'success', 'error']);

    const processing = within(rows[0]!).getByRole('button', { name: 'Processing' });
    expect(processing).toHaveAttribute('aria-disabled', 'true');
    await user.click(processing);
    expect(onPay).not.toHaveBeenCalled();

    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();

    expect(within(rows[2]!).getByRole('alert')).toHaveTextContent('The wallet declined the request');
    await user.click(within(rows[2]!).getByRole('button', { name: 'Retry (1 ETH)' }));
    expect(onPay).toHaveBeenCalledWith('pc_eth');
  });

  it('waits while another currency is being paid', () => {
    const { dialog } = setup({ groups: [abt({ status: 'paying' }), abt({ currencyId: 'pc_eth', symbol: 'ETH', disabled: true })] });
    expect(within(dialog).getByRole('button', { name: 'Pay Now (1 ETH)' })).toBeDisabled();
  });

  it('does not offer to pay a card-provider currency here and links to its invoice page', () => {
    const { dialog } = setup({ groups: [abt(), usd()] });
    const cardRow = within(dialog).getAllByTestId('overdue-row')[1]!;
    expect(within(cardRow).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cardRow).getByText(/This payment method is not supported here/)).toBeInTheDocument();
    expect(within(cardRow).getByRole('link', { name: 'Open invoice page' })).toHaveAttribute('href', '/customer/invoice/in_usd');
  });

  it('says there is nothing due and closes with I know', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = setup({ groups: [], invoiceCount: 0 });
    expect(within(dialog).getByText('Great! You have no due invoices.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I know' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('speaks Chinese', () => {
    renderUi(<OverdueInvoicesDialog opened onClose={() => {}} onPay={() => {}} invoiceCount={1} groups={[abt()]} />, { locale: 'zh' });
    expect(screen.getByRole('dialog', { name: '支付欠费账单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即支付（1 ABT）' })).toBeInTheDocument();
  });
});
