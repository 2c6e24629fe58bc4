// embed/table/CheckoutTable's test lives here: the jsdom project runs *.test.tsx of ui, routes, adapters and test only.
// The embedded pricing table against the sandbox: embedded mode puts the chosen plan's checkout in
// place of the table with a way back, standalone leaves for the hosted checkout, and select mode
// hands the host the chosen price ("Select" / "Selected") without starting any session.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSandbox } from '@adapters/sandbox/testing/harness';
import type { HttpClient } from '@adapters/http/client';
import { renderUi } from '@test/render';
import type { CheckoutTableProps } from '../../embed/table/CheckoutTable';

let http: HttpClient;
vi.mock(import('../../embed/PaymentProvider'), async (importOriginal) => ({
  ...(await importOriginal()),
  useEmbedContext: (() => ({ adapters: { http } })) as never,
}));
// The checkout itself is CheckoutForm's (and the browser journey's): here only which session it is given.
vi.mock(import('../../embed/CheckoutForm'), () => ({
  CheckoutForm: (({ id, currencyId }: { id: string; currencyId: string }) => (
    <section aria-label="checkout">
      {id} {currencyId}
    </section>
  )) as never,
}));

const { CheckoutTable } = await import('../../embed/table/CheckoutTable');
const plan = (name: string) => screen.getByRole('article', { name });

describe('the embedded CheckoutTable', () => {
  const sandbox = useSandbox();
  const show = (props: Partial<CheckoutTableProps> = {}, locale: 'en' | 'zh' = 'en') => {
    http = sandbox.http;
    return renderUi(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CheckoutTable id="prctbl_sbx_plans" {...props} />
      </QueryClientProvider>,
      { locale },
    );
  };
  const sessionsOf = (priceId: string) =>
    Object.values(sandbox.sandbox.controls.data().sessions).filter((session) => session.line_items[0]?.price_id === priceId);

  it('embedded: the chosen plan checkout replaces the table, and Back returns to it', async () => {
    show();
    fireEvent.click(within(await screen.findByRole('group', { name: 'Billing cycle' }, { timeout: 10_000 })).getByRole('button', { name: 'Yearly' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe: Starter' }));
    const checkout = await screen.findByRole('region', { name: 'checkout' });
    const [session] = sessionsOf('price_tbl_starter_year');
    expect(checkout).toHaveTextContent(`${session!.id} pc_abt`);
    expect(screen.queryByRole('article', { name: 'Starter' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the plans' }));
    expect(await screen.findByRole('article', { name: 'Starter' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'checkout' })).toBeNull();
  });

  it('standalone: a choice goes to the hosted checkout of the new session', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      show({ mode: 'standalone' });
      fireEvent.click(await screen.findByRole('button', { name: 'Subscribe: Starter' }, { timeout: 10_000 }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      const [session] = sessionsOf('price_tbl_starter_month');
      expect(assign.mock.calls[0]![0]).toMatch(new RegExp(`/checkout/pay/${session!.id}\\?currencyId=pc_abt$`));
      expect(screen.queryByRole('region', { name: 'checkout' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('select mode: "Selected" on the current price, "Select" hands the host the price, no session', async () => {
    const onSelect = vi.fn();
    show({ onSelect, currentPriceId: 'price_tbl_pro_month' });
    const current = await screen.findByRole('button', { name: 'Selected: Pro' }, { timeout: 10_000 });
    expect(current).toBeDisabled();
    expect(within(plan('Starter')).queryByRole('button', { name: /Subscribe/ })).toBeNull();
    fireEvent.click(within(plan('Business')).getByRole('button', { name: 'Select: Business' }));
    expect(onSelect).toHaveBeenCalledWith('price_tbl_business_month', 'pc_abt');
    expect(sessionsOf('price_tbl_business_month')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'checkout' })).toBeNull();
  });

  it('select mode opens on the cycle of the current price', async () => {
    show({ id: 'prctbl_sbx_cycles', onSelect: () => {}, currentPriceId: 'price_tbl_team_year' });
    expect(await screen.findByRole('button', { name: 'Selected: Team' }, { timeout: 10_000 })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Billing cycle' })).getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('in Chinese', async () => {
    show({ onSelect: () => {}, currentPriceId: 'price_tbl_pro_month' }, 'zh');
    expect(await screen.findByRole('button', { name: '已选择：Pro' }, { timeout: 10_000 })).toBeDisabled();
    expect(screen.getByRole('button', { name: '选择：Starter' })).toBeEnabled();
  });
});
