// The app detail page's load error (docs/reference/store-shell.md §5.10): only a first load that
// failed replaces the page with the store's status page; a refresh that fails (a relay event
// invalidates the store's queries while the detail endpoint answers 500) keeps the app on screen;
// a refresh the store refuses (404: another person, after an identity switch) replaces it.
// Waits are long: a loaded 2-core machine takes seconds to render a Mantine page in jsdom.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@adapters/http/api-error';
import { storeKeys } from '@adapters/store/store-queries';
import { fullStoreApp, fullVersion } from '@test/fixtures/complete';
import { renderUi } from '@test/render';

const api = {
  detail: vi.fn(),
  info: vi.fn(),
  versions: vi.fn(),
  purchased: vi.fn(),
  myApps: vi.fn(),
};

vi.mock('./store-api', () => ({ useStoreApi: () => api }));
vi.mock('./notify', () => ({ useStoreNotifier: () => () => {} }));
vi.mock('./StoreNav', () => ({ StoreNav: () => null }));
vi.mock('./ReviewSection', () => ({ ReviewSection: () => null }));
vi.mock('./viewer', () => ({
  useViewer: () => ({ user: null, isAdmin: false, login: async () => {} }),
  useDeveloperStatus: () => ({ data: { developer: false } }),
  usePreferences: () => ({ data: { needReview: true, permissionMode: 'inviting' } }),
}));

const { DetailPage } = await import('./DetailPage');

const did = 'z1app';
const detailKey = storeKeys.detail(did, undefined);
/** What the HTTP layer throws for a 500 (or another status's) answer of the detail endpoint. */
const serverError = (status = 500) => httpError('GET', `/api/blocklets/${did}/blocklet.json`, status, { error: 'The store failed' });

/** The detail page under a real router (its links need one) and a query client without retries. */
function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: () => <DetailPage did={did} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory() });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeEach(() => {
  vi.clearAllMocks();
  api.info.mockResolvedValue({ readme: { en: 'Does one thing well.' }, version: fullVersion(), authorBlocklets: [], categoriesBlocklets: [] });
  api.versions.mockResolvedValue([]);
  api.purchased.mockResolvedValue({ purchased: false });
  api.myApps.mockResolvedValue({ dataList: [], total: 0 });
});

describe('detail page: which load error replaces the page', () => {
  it('a first load that fails with 500 shows the 500 page with Retry, not the app', async () => {
    api.detail.mockRejectedValue(serverError());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sorry, something went wrong.' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('status-500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'My App' })).not.toBeInTheDocument();
    expect(api.detail).toHaveBeenCalledTimes(1);
  });

  it('a refresh that fails with 500 keeps the app on screen and shows no status page', async () => {
    api.detail.mockResolvedValue(fullStoreApp());
    const queryClient = renderPage();
    expect(await screen.findByRole('heading', { name: 'My App' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(api.detail).toHaveBeenCalledTimes(1);

    // A relay event invalidates the store's queries while the detail endpoint answers 500.
    api.detail.mockRejectedValue(serverError());
    await act(() => queryClient.invalidateQueries());
    // The refetch has really failed (the query is in error and kept its data)...
    await waitFor(() => expect(queryClient.getQueryState(detailKey)?.status).toBe('error'), { timeout: 15_000 });
    expect(api.detail).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData(detailKey)).toBeDefined();
    // ...and the page has seen it: the query's notifications and React's render are flushed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(screen.getByRole('heading', { name: 'My App' })).toBeInTheDocument();
    expect(screen.queryByTestId('status-500')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sorry, something went wrong.' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('a refresh the store refuses (404, as for a person who may not see the version) replaces the app with not found', async () => {
    api.detail.mockResolvedValue(fullStoreApp());
    const queryClient = renderPage();
    expect(await screen.findByRole('heading', { name: 'My App' }, { timeout: 15_000 })).toBeInTheDocument();

    api.detail.mockRejectedValue(serverError(404));
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByTestId('status-404', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My App' })).not.toBeInTheDocument();
  });
});
