// The store's action buttons send one request per press (useAction): two clicks in the same
// frame (a double click) make one purchase, one wallet connect, one rating, one app, one upload. Waits are
// long: a loaded 2-core machine takes seconds to render a Mantine page in jsdom.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { base58Encode } from '@domain/store';
import { renderUi } from '@test/render';

const api = {
  purchase: vi.fn(),
  purchased: vi.fn(),
  rate: vi.fn(),
  ratings: vi.fn(),
  createApp: vi.fn(),
  myApps: vi.fn(),
  nameExists: vi.fn(),
  createToken: vi.fn(),
  developerStatus: vi.fn(),
  preferences: vi.fn(),
  upload: vi.fn(),
};
const connect = vi.fn();
const navigate = vi.fn();

vi.mock(import('@tanstack/react-router'), async (importOriginal) => ({
  ...(await importOriginal()),
  useNavigate: () => navigate,
  useRouteContext: (() => ({ getPorts: async () => ({ wallet: { connect }, notifier: { notify: () => {} } }) })) as never,
}));
vi.mock('./store-api', () => ({ useStoreApi: () => api }));
vi.mock('./notify', () => ({ useStoreNotifier: () => () => {} }));
vi.mock('./StoreNav', () => ({ StoreNav: () => null }));
vi.mock('./ReviewSection', () => ({ ReviewSection: () => null }));
// The table's links need a router; here only its per-row actions (the Upload button) matter.
vi.mock('@ui/store/ManagedAppsTable', () => ({
  ManagedAppsTable: ({ rows, extraActions }: { rows: { did: string }[]; extraActions: (row: unknown) => ReactElement | null }) => (
    <div>
      {rows.map((row) => (
        <div key={row.did}>{extraActions(row)}</div>
      ))}
    </div>
  ),
}));
vi.mock('./key-pair-on-use', () => ({ useKeyPairCopy: () => () => {}, generateKeyPairOnUse: async () => null }));
vi.mock('./viewer', () => ({
  useDeveloperStatus: () => ({ data: { developer: true } }),
  usePreferences: () => ({ data: { needReview: true, permissionMode: 'inviting' } }),
}));

const { AppButtons } = await import('./AppButtons');
const { ConnectPage } = await import('./DeveloperToolsPages');
const { ReviewsTab } = await import('./ReviewsTab');
const { DeveloperAppsPage } = await import('./DeveloperAppsPage');

/** A request that stays in flight until the test settles it. */
const pending = () => new Promise<never>(() => {});

function render(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderUi(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

/** Two clicks before React re-renders: the second must be ignored by the in-flight guard. */
function doubleClick(button: HTMLElement) {
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });
}

const user = { did: 'z1buyer', fullName: 'Buyer', role: 'member', passports: [] };
const viewer = { user, isAdmin: false, login: async () => {} } as never;

beforeEach(() => {
  vi.clearAllMocks();
  api.purchased.mockResolvedValue({ purchased: false });
  api.myApps.mockResolvedValue({ dataList: [], total: 0 });
  api.nameExists.mockResolvedValue(false);
  api.ratings.mockResolvedValue({ summary: { average: '0', count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }, dataList: [], total: 0, mine: null });
});

describe('one request per press (store)', () => {
  it('Purchase: a double click makes one checkout session', async () => {
    api.purchase.mockImplementation(pending);
    const app = { did: 'z1app', status: 'normal', meta: { price: '10', name: 'app' }, currentVersion: { status: 'PUBLISHED', version: '1.0.0' } } as never;
    render(<AppButtons app={app} viewer={viewer} />);
    const button = await screen.findByRole('button', { name: 'Purchase for 10 ABT' }, { timeout: 10_000 });
    doubleClick(button);
    expect(api.purchase).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('data-loading', 'true');
  });

  it('Connect with DID Wallet: a double click opens one connect session', async () => {
    connect.mockImplementation(pending);
    render(<ConnectPage kind="cli" connectUrl="https://cli.example/connect?__token__=t1" source="cli" monikers="" />);
    const button = screen.getByRole('button', { name: 'Connect with DID Wallet' });
    doubleClick(button);
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(button).toHaveAttribute('data-loading', 'true');
  });

  it('Post review: a double click posts one rating; a refusal keeps what was typed', async () => {
    let refuse!: (error: Error) => void;
    api.rate.mockImplementation(() => new Promise((_resolve, reject) => (refuse = reject)));
    render(<ReviewsTab did="z1app" ownerDid="z1owner" viewer={viewer} page={1} onPage={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('radio', { name: /^4/ }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Works well' } });
    const submit = screen.getByRole('button', { name: 'Post review' });
    doubleClick(submit);
    expect(api.rate).toHaveBeenCalledTimes(1);
    await act(async () => refuse(new Error('The store is busy')));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The store is busy');
    expect(screen.getByRole('textbox')).toHaveValue('Works well');
  });

  it('Create app: a double click creates one app; a refusal keeps the dialog and the name', async () => {
    let refuse!: (error: Error) => void;
    api.createApp.mockImplementation(() => new Promise((_resolve, reject) => (refuse = reject)));
    render(<DeveloperAppsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Create app' }));
    const appDid = `z${base58Encode(Uint8Array.from([0x0c, 0x01, ...Array.from({ length: 24 }, () => 7)]))}`;
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 }), { target: { value: 'my-app' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'App DID' }), { target: { value: appDid } });
    const create = screen.getByRole('button', { name: 'Create' });
    doubleClick(create);
    expect(api.createApp).toHaveBeenCalledTimes(1);
    await act(async () => refuse(new Error('Name is existed')));
    await waitFor(() => expect(create).not.toHaveAttribute('data-loading'), { timeout: 10_000 });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('my-app');
  });

  it('Upload version: a double click uploads once; a refusal keeps the dialog and the version', async () => {
    let refuse!: (error: Error) => void;
    api.myApps.mockResolvedValue({ dataList: [{ did: 'z1app', status: 'normal', meta: { name: 'my-app', title: 'My app' }, latestVersion: { version: '1.0.0', status: 'PUBLISHED' } }], total: 1 });
    api.upload.mockImplementation(() => new Promise((_resolve, reject) => (refuse = reject)));
    // The form's autosizing text areas listen to document.fonts, which jsdom lacks.
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });
    render(<DeveloperAppsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload version My app' }, { timeout: 10_000 }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Version' }, { timeout: 10_000 }), { target: { value: '1.0.1' } });
    const send = screen.getByRole('button', { name: 'Upload' });
    doubleClick(send);
    expect(api.upload).toHaveBeenCalledTimes(1);
    await act(async () => refuse(new Error('This version exists')));
    await waitFor(() => expect(send).not.toHaveAttribute('data-loading'), { timeout: 10_000 });
    expect(screen.getByRole('textbox', { name: 'Version' })).toHaveValue('1.0.1');
  });
});
