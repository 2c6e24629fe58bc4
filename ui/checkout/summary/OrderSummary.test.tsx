import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCurrency, makeLineItem, makePrice, makeProduct, makeRecurringPrice } from '@test/fixtures/checkout';
import { renderUi } from '@test/render';
import { OrderSummary } from './OrderSummary';

const currency = makeCurrency();
const NOW = Date.UTC(2026, 0, 1);

const stubSmallScreen = (small: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: small, media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} }) as unknown as MediaQueryList,
  );

afterEach(() => vi.restoreAllMocks());

describe('OrderSummary', () => {
  it('words a trial subscription with its stake and total (test mode)', () => {
    renderUi(
      <OrderSummary
        items={[makeLineItem({ price: makeRecurringPrice() })]}
        currency={currency}
        methodType="arcblock"
        subscriptionData={{ trial_period_days: 7 }}
        now={NOW}
        payee="Acme"
        livemode={false}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Test mode')).toBeInTheDocument();
    expect(within(summary).getByText('Try Pro plan')).toBeInTheDocument();
    expect(within(summary).getByText('7 days free')).toBeInTheDocument();
    expect(within(summary).getByText('Then 1 ABT per month')).toBeInTheDocument();
    expect(within(summary).getByText('Free for 7 days')).toBeInTheDocument();
    expect(within(screen.getByTestId('staking-rows')).getByText('Stake (refundable deposit)')).toBeInTheDocument();
    expect(within(screen.getByTestId('total-row')).getByText('1 ABT')).toBeInTheDocument();
  });

  const threeItems = ['A', 'B', 'C'].map((name, i) =>
    makeLineItem({ price: makePrice({ id: `price_${i}`, product: makeProduct({ id: `prod_${i}`, name }) }) }),
  );

  it('collapses more than 2 items on small screens behind "Includes 3 items"', async () => {
    stubSmallScreen(true);
    const user = userEvent.setup();
    renderUi(<OrderSummary items={threeItems} currency={currency} now={NOW} payee="Acme" livemode />);
    const toggle = screen.getByRole('button', { name: /Includes 3 items/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Items in your order' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('never collapses a donation, nor on large screens', () => {
    stubSmallScreen(true);
    const { unmount } = renderUi(<OrderSummary items={threeItems} currency={currency} now={NOW} payee="Acme" livemode donation />);
    expect(screen.queryByRole('button', { name: /Includes/ })).not.toBeInTheDocument();
    unmount();
    stubSmallScreen(false);
    renderUi(<OrderSummary items={threeItems} currency={currency} now={NOW} payee="Acme" livemode />);
    expect(screen.queryByRole('button', { name: /Includes/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
