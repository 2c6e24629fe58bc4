// The tip widget against the sandbox: it registers its settings and shows the target's supporters;
// the button starts the target's tip link and opens its checkout; a new supporter appears after
// paid; inactive settings are enabled by an admin only; each failed call says so with Retry.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutSession } from '@domain/model';
import type { HttpClient } from '@adapters/http/client';
import { useSandbox } from '@adapters/sandbox/testing/harness';
import { memoryStore } from '@adapters/storage/local-store';
import { renderUi } from '@test/render';
import type { CheckoutDonateProps } from './CheckoutDonate';

let http: HttpClient;
let role = 'member';
// A fresh 1-hour settings cache per test (the widget's localStorage).
let store = memoryStore();
vi.mock(import('../PaymentProvider'), async (importOriginal) => ({
  ...(await importOriginal()),
  useEmbedContext: (() => ({ adapters: { http, local: store, livemode: () => true } })) as never,
}));
vi.mock(import('./signed-in-role'), async (importOriginal) => ({ ...(await importOriginal()), useSignedInRole: () => role }));
// The checkout itself is CheckoutForm's (and the browser journey's): here which link it is given,
// and its paid and close callbacks.
const paid = { current: (_: CheckoutSession) => {} };
vi.mock(import('../CheckoutForm'), () => ({
  CheckoutForm: (({ id, onPaid, onClose }: { id: string; onPaid: (s: CheckoutSession) => void; onClose: () => void }) => {
    paid.current = onPaid;
    return (
      <section aria-label="checkout">
        {id}
        <button type="button" onClick={onClose}>
          close checkout
        </button>
      </section>
    );
  }) as never,
}));

const { CheckoutDonate } = await import('./CheckoutDonate');

describe('the embedded CheckoutDonate', () => {
  const sandbox = useSandbox();
  const show = (props: Partial<CheckoutDonateProps> = {}, locale: 'en' | 'zh' = 'en') => {
    http = sandbox.http;
    store = memoryStore();
    return renderUi(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CheckoutDonate settings={{ target: 'example-article', title: 'Tip the article' }} mountLocation="test-article" {...props} />
      </QueryClientProvider>,
      { locale },
    );
  };

  it('registers its settings, lists the supporters, opens the tip link, reports paid and close', async () => {
    const onClose = vi.fn();
    const onPaid = vi.fn();
    show({ onClose, onPaid });
    const supporters = await screen.findByRole('list', { name: 'Supporters' }, { timeout: 10_000 });
    expect(within(supporters).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('3 people gave tips')).toBeInTheDocument();
    expect(sandbox.sandbox.controls.data().settingsRecords.some((r) => r.mount_location === 'test-article' && r.active)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Donate' }));
    expect(await screen.findByRole('region', { name: 'checkout' })).toHaveTextContent('plink_donate_example-article');

    paid.current({ id: 'cs_paid' } as CheckoutSession);
    expect(onPaid).toHaveBeenCalledWith({ id: 'cs_paid' });
    fireEvent.click(screen.getByRole('button', { name: 'close checkout' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'checkout' })).toBeNull();
  });

  it('after a paid tip the thanks stay for the timeout, then the dialog closes by itself; 0 keeps it open', async () => {
    const onClose = vi.fn();
    show({ onClose, timeout: 200 });
    fireEvent.click(await screen.findByRole('button', { name: 'Donate' }, { timeout: 10_000 }));
    await screen.findByRole('region', { name: 'checkout' });
    paid.current({ id: 'cs_paid' } as CheckoutSession);
    expect(screen.getByRole('region', { name: 'checkout' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'checkout' })).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);

    cleanup();
    show({ timeout: 0 });
    fireEvent.click(await screen.findByRole('button', { name: 'Donate' }, { timeout: 10_000 }));
    await screen.findByRole('region', { name: 'checkout' });
    paid.current({ id: 'cs_paid' } as CheckoutSession);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('region', { name: 'checkout' })).toBeInTheDocument();
  });

  it('the table variant: who, the amount with its currency, when', async () => {
    show({ settings: { target: 'example-article', appearance: { history: { variant: 'table' } } } });
    const table = await screen.findByRole('table', { name: 'Supporters' }, { timeout: 10_000 });
    expect(within(table).getByRole('columnheader', { name: 'Supporter' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Mei Chen 10 ABT [A-Z][a-z]{2} \d/ })).toBeInTheDocument();
  });

  it('inactive settings: a member reads that tips are off, with nothing to enable', async () => {
    show({ mountLocation: 'sandbox-docs-tips' });
    expect(await screen.findByText('Donation feature is not enabled', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable Donation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Donate' })).toBeNull();
  });

  it('an admin enables inactive settings: Configure Now leads to the Payment Kit\'s donation settings, Configure Later shows the button', async () => {
    role = 'admin';
    sandbox.as('admin');
    try {
      show({ mountLocation: 'sandbox-docs-tips' });
      fireEvent.click(await screen.findByRole('button', { name: 'Enable Donation' }, { timeout: 10_000 }));
      expect(await screen.findByText('Successfully enabled')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Configure Now' })).toHaveAttribute('href', '/integrations/donations');
      fireEvent.click(screen.getByRole('button', { name: 'Configure Later' }));
      expect(await screen.findByRole('button', { name: 'Donate' })).toBeInTheDocument();
    } finally {
      role = 'member';
    }
  });

  it('each failed call is said with Retry, and Retry recovers', async () => {
    sandbox.sandbox.controls.faults.set('settings.create', { kind: 'error500', times: 1 });
    sandbox.sandbox.controls.faults.set('donations.supporters', { kind: 'error500', times: 1 });
    show({ mountLocation: 'failing-article' });
    const registration = await screen.findByRole('alert', { name: 'The tip settings could not be loaded.' }, { timeout: 10_000 });
    const list = await screen.findByRole('alert', { name: 'The supporters could not be loaded.' });
    fireEvent.click(within(registration).getByRole('button', { name: 'Retry' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Donate' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Supporters' })).toBeInTheDocument();

    sandbox.sandbox.controls.faults.set('donations.start', { kind: 'error500', times: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Donate' }));
    const start = await screen.findByRole('alert', { name: 'The tip could not be started.' });
    fireEvent.click(within(start).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'checkout' })).toBeInTheDocument();
  });

  it('in Chinese', async () => {
    show({}, 'zh');
    expect(await screen.findByText('3 人打赏了', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '捐赠' })).toBeInTheDocument();
  });
});
