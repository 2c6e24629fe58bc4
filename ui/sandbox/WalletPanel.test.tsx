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

  it('says when the balance is below the request, and its faucet gives test tokens', async () => {
    const onFaucet = vi.fn();
    const withTba = { ...currencies, pc_tba: { id: 'pc_tba', symbol: 'TBA', decimal: 18 } };
    const { rerender } = renderUi(
      <WalletPanel
        request={{ id: 'connect_2', action: 'payment', amount: '5000000000000000000', currencyId: 'pc_tba', extraParams: {} }}
        currencies={withTba}
        balances={{ pc_tba: '1000000000000000000' }}
        faucets={[{ currencyId: 'pc_tba', tokens: '100' }]}
        onApprove={() => {}}
        onDecline={() => {}}
        onFaucet={onFaucet}
      />,
    );
    expect(screen.getByTestId('sandbox-wallet-short')).toHaveTextContent('This wallet holds 1 TBA, less than this request: approving it will be refused.');
    await userEvent.click(screen.getByRole('button', { name: 'Get 100 TBA test tokens' }));
    expect(onFaucet).toHaveBeenCalledWith('pc_tba');
    rerender(
      <WalletPanel
        request={{ id: 'connect_2', action: 'payment', amount: '5000000000000000000', currencyId: 'pc_tba', extraParams: {} }}
        currencies={withTba}
        balances={{ pc_tba: '101000000000000000000' }}
        faucets={[{ currencyId: 'pc_tba', tokens: '100' }]}
        onApprove={() => {}}
        onDecline={() => {}}
        onFaucet={onFaucet}
      />,
    );
    expect(screen.queryByTestId('sandbox-wallet-short')).toBeNull();
    expect(screen.getByText('101 TBA')).toBeInTheDocument();
  });

  it('says when nothing is waiting', () => {
    renderUi(<WalletPanel request={null} currencies={currencies} balances={null} onApprove={() => {}} onDecline={() => {}} />);
    expect(screen.getByText('No request is waiting for approval.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
