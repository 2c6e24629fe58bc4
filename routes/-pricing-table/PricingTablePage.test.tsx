// The hosted pricing table against the sandbox: cycles and currencies change the prices shown,
// choosing a plan starts a session of that plan in that currency and goes to its checkout, and
// the empty, unknown and three-cycle tables.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSandbox } from '@adapters/sandbox/testing/harness';
import { renderUi } from '@test/render';

const navigate = vi.fn(async () => {});
let smallScreen = false;

vi.mock(import('@tanstack/react-router'), async (importOriginal) => ({
  ...(await importOriginal()),
  useNavigate: (() => navigate) as never,
  useRouter: (() => ({ history: { createHref: (path: string) => path } })) as never,
}));
vi.mock(import('@mantine/hooks'), async (importOriginal) => ({
  ...(await importOriginal()),
  useMediaQuery: (() => smallScreen) as never,
}));

const { PricingTablePage } = await import('./PricingTablePage');

const plan = (name: string) => screen.getByRole('article', { name });
const amountOf = (name: string) => within(plan(name)).getByTestId('pricing-plan-amount').textContent;

describe('the pricing table page', () => {
  const { http, sandbox } = useSandbox();
  const show = (id: string, locale: 'en' | 'zh' = 'en') =>
    renderUi(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PricingTablePage id={id} http={http} />
      </QueryClientProvider>,
      { locale },
    );

  it('shows the monthly plans in ABT, the popular one with its trial, and switches cycle and currency', async () => {
    show('prctbl_sbx_plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox plans' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Starter', 'Pro', 'Business']);
    expect(amountOf('Pro')).toBe('10 ABT');
    expect(within(plan('Pro')).getByTestId('pricing-plan-badge')).toHaveTextContent('Popular');
    expect(within(plan('Pro')).getByTestId('pricing-plan-trial')).toHaveTextContent('Free for 14 days');
    expect(within(plan('Pro')).getByRole('button', { name: 'Try for free: Pro' })).toBeInTheDocument();
    expect(within(plan('Starter')).getByRole('button', { name: 'Subscribe: Starter' })).toBeInTheDocument();
    expect(within(plan('Starter')).queryByTestId('pricing-plan-badge')).toBeNull();
    expect(within(plan('Pro')).getByRole('list', { name: 'What Pro includes' })).toHaveTextContent('10 projects');

    const cycles = screen.getByRole('group', { name: 'Billing cycle' });
    expect(within(cycles).getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(cycles).getByRole('button', { name: 'Yearly' }));
    expect(amountOf('Pro')).toBe('100 ABT');
    expect(within(cycles).getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'pc_usd' } });
    expect(amountOf('Pro')).toBe('99.9 USD');
    expect(amountOf('Starter')).toBe('49.9 USD');
    // Back to monthly: the currency chosen stays.
    fireEvent.click(within(cycles).getByRole('button', { name: 'Monthly' }));
    expect(amountOf('Pro')).toBe('9.99 USD');
  });

  it('choosing a plan starts its session in the chosen currency and opens its checkout', async () => {
    navigate.mockClear();
    show('prctbl_sbx_plans');
    const button = await screen.findByRole('button', { name: 'Try for free: Pro' }, { timeout: 10_000 });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const [{ params, search }] = navigate.mock.calls[0] as unknown as [{ params: { id: string }; search: { currencyId: string } }];
    expect(search).toEqual({ currencyId: 'pc_abt' });
    const session = sandbox.controls.data().sessions[params.id]!;
    expect(session.line_items.map((line) => line.price_id)).toEqual(['price_tbl_pro_month']);
    expect(session.subscription_data?.trial_period_days).toBe(14);
    // One press, one session.
    expect(Object.values(sandbox.controls.data().sessions).filter((s) => s.line_items[0]?.price_id === 'price_tbl_pro_month')).toHaveLength(1);
  });

  it('a refused choice says why above the plans and leaves the page as it was', async () => {
    navigate.mockClear();
    sandbox.controls.faults.set('pricingTables.checkout', { kind: 'error500', times: 1 });
    show('prctbl_sbx_plans');
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe: Starter' }, { timeout: 10_000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error (injected by the sandbox)');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe: Starter' })).toBeEnabled();
  });

  it('a table without plans says there is nothing to purchase', async () => {
    show('prctbl_sbx_empty');
    expect(await screen.findByRole('heading', { name: 'No items to purchase' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('an unknown table says so, with a retry', async () => {
    show('prctbl_unknown');
    expect(await screen.findByRole('heading', { name: 'Pricing table not found' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('three cycles on a small screen are a select; in Chinese', async () => {
    smallScreen = true;
    try {
      show('prctbl_sbx_cycles', 'zh');
      const select = await screen.findByRole('combobox', { name: '计费周期' }, { timeout: 10_000 });
      expect(select).toHaveValue('week-1');
      expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('按周');
      expect(amountOf('Basic')).toBe('1 ABT');
      expect(within(plan('Basic')).getByRole('button', { name: '订阅：Basic' })).toBeInTheDocument();
    } finally {
      smallScreen = false;
    }
  });
});
