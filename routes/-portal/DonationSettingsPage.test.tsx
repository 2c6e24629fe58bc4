// The donation settings page: where each record is mounted, and Enable Donation sends one request per press (useAction).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SettingsRecord } from '@domain/model';
import { renderUi } from '@test/render';

const record = { id: 'ds_1', mount_location: 'blog', description: 'Blog tips', active: false, settings: {}, livemode: true } as unknown as SettingsRecord;
const api = { list: vi.fn(async () => [record]), enable: vi.fn(() => new Promise<never>(() => {})), save: vi.fn() };

vi.mock(import('@tanstack/react-router'), async (importOriginal) => ({
  ...(await importOriginal()),
  useRouteContext: (() => ({ adapters: { http: {}, local: {}, livemode: () => true }, getPorts: async () => ({ notifier: { notify: () => {} } }) })) as never,
  useRouter: (() => ({ history: { createHref: (path: string) => path } })) as never,
}));
vi.mock(import('@adapters/api/donation-settings'), async (importOriginal) => ({
  ...(await importOriginal()),
  donationSettingsApi: (() => api) as never,
  donationSettingsCache: (() => ({})) as never,
}));
vi.mock('../-app/signed-in', () => ({ useSignedInUser: () => ({ role: 'owner', did: 'z1owner' }) }));

const { DonationSettingsPage } = await import('./DonationSettingsPage');

describe('donation settings: where each record is mounted', () => {
  it('reads the stored record\'s mount_location (the real TSetting key), not its id', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderUi(
      <QueryClientProvider client={queryClient}>
        <DonationSettingsPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Mounted at blog', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('donation settings: Enable Donation', () => {
  it('a double click sends one enable request and the button is busy meanwhile', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderUi(
      <QueryClientProvider client={queryClient}>
        <DonationSettingsPage />
      </QueryClientProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Enable Donation' }, { timeout: 10_000 });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(api.enable).toHaveBeenCalledTimes(1);
    expect(api.enable).toHaveBeenCalledWith('ds_1');
    expect(button).toHaveAttribute('data-loading', 'true');
  });
});
