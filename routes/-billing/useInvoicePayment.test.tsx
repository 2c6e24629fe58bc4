import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { WalletOutcome } from '@machines/ports';
import { useInvoicePayment } from './useInvoicePayment';

function setup(answer: Promise<WalletOutcome>) {
  const connect = vi.fn(() => answer);
  const notify = vi.fn();
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const ports = { wallet: { connect }, notifier: { notify } } as unknown as Parameters<typeof useInvoicePayment>[1];
  const hook = renderHook(() => useInvoicePayment('in_1', ports), { wrapper });
  return { connect, notify, hook };
}

describe('useInvoicePayment', () => {
  it('opens the wallet once for two presses in the same frame, busy until the answer', async () => {
    let approve: (outcome: WalletOutcome) => void = () => {};
    const { connect, notify, hook } = setup(new Promise<WalletOutcome>((resolve) => (approve = resolve)));
    act(() => {
      hook.result.current.pay();
      hook.result.current.pay();
    });
    expect(connect).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledWith({ action: 'collect', extraParams: { invoiceId: 'in_1' } });
    expect(hook.result.current.paying).toBe(true);
    await act(async () => approve({ status: 'approved' } as WalletOutcome));
    await waitFor(() => expect(hook.result.current.paying).toBe(false));
    expect(notify).toHaveBeenCalledWith({ tone: 'success', key: 'billing.invoice.paySuccess' });
  });

  it('says a failed wallet request failed, and a press afterwards opens the wallet again', async () => {
    const { connect, notify, hook } = setup(Promise.reject(new Error('network down')));
    await act(async () => hook.result.current.pay());
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ tone: 'error', key: 'billing.overdue.payFailed', text: 'network down' }));
    act(() => hook.result.current.pay());
    expect(connect).toHaveBeenCalledTimes(2);
  });
});
