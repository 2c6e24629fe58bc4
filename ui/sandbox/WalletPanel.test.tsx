import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@test/render';
import { WalletPanel } from './WalletPanel';

const currencies = { pc_abt: { id: 'pc_abt', symbol: 'ABT', decimal: 18 } };

describe('WalletPanel', () => {
  it('shows the pending request with its amount and calls approve / decline', async () => {
    const onApprove = vi.fn();
    const onDecline = vi.fn();
    renderUi(
      <WalletPanel
        request={{ id: 'connect_1', action: 'collect-batch', amount: '20000000000000000000', currencyId: 'pc_abt', extraParams: {} }}
        currencies={currencies}
        balances={{ pc_abt: '1000000000000000000000' }}
        onApprove={onApprove}
        onDecline={onDecline}
      />,
    );
    expect(screen.getByText('Pay due invoices')).toBeInTheDocument();
    expect(screen.getByTestId('sandbox-wallet-amount')).toHaveTextContent('20 ABT');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onApprove).toHaveBeenCalledOnce();
    expect(onDecline).toHaveBeenCalledOnce();
  });

  it('says when nothing is waiting', () => {
    renderUi(<WalletPanel request={null} currencies={currencies} balances={null} onApprove={() => {}} onDecline={() => {}} />);
    expect(screen.getByText('No request is waiting for approval.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
