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
    expect(within(summary).getByText(/^7 days free, plus a 1 ABT refundable deposit$/)).toBeInTheDocument();
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

describe('OrderSummary leads with what is due today', () => {
  const stakeItem = () => [makeLineItem({ price: makeRecurringPrice() })];

  it('a subscription with a stake: due today is payment + stake, said as a refundable deposit, and equals the total', () => {
    renderUi(<OrderSummary items={stakeItem()} currency={currency} methodType="arcblock" now={NOW} payee="Acme" livemode />);
    const headline = screen.getByTestId('summary-headline');
    expect(within(headline).getByText('Due today')).toBeInTheDocument();
    const stake = within(screen.getByTestId('staking-rows')).getAllByText(/ABT$/)[1]!.textContent!;
    const total = within(screen.getByTestId('total-row')).getByText(/ABT$/).textContent;
    expect(screen.getByTestId('summary-due-today-amount')).toHaveTextContent(total!);
    expect(screen.getByTestId('summary-due-today-breakdown')).toHaveTextContent(`1 ABT payment + ${stake} refundable deposit`);
  });

  it('a trial with a stake leads with the deposit, and a trial without one with its free days', () => {
    const { unmount } = renderUi(
      <OrderSummary items={stakeItem()} currency={currency} methodType="arcblock" subscriptionData={{ trial_period_days: 7 }} now={NOW} payee="Acme" livemode />,
    );
    const total = within(screen.getByTestId('total-row')).getByText(/ABT$/).textContent!;
    expect(screen.getByTestId('summary-due-today-amount')).toHaveTextContent(total);
    expect(screen.getByTestId('summary-due-today-breakdown')).toHaveTextContent(/^7 days free, plus a .+ ABT refundable deposit$/);
    unmount();
    renderUi(
      <OrderSummary items={stakeItem()} currency={currency} methodType="arcblock" subscriptionData={{ trial_period_days: 7, no_stake: true }} now={NOW} payee="Acme" livemode />,
    );
    expect(screen.getByTestId('summary-due-today-amount')).toHaveTextContent('7 days free');
    expect(screen.queryByTestId('summary-due-today-breakdown')).not.toBeInTheDocument();
  });

  it('a one-time payment leads with its total and no deposit line; a tip has no "due today"', () => {
    const item = [makeLineItem({ price: makePrice({ id: 'price_one' }) })];
    const { unmount } = renderUi(<OrderSummary items={item} currency={currency} methodType="arcblock" now={NOW} payee="Acme" livemode />, { locale: 'zh' });
    expect(within(screen.getByTestId('summary-headline')).getByText('今日应付')).toBeInTheDocument();
    expect(screen.getByTestId('summary-due-today-amount')).toHaveTextContent(within(screen.getByTestId('total-row')).getByText(/ABT$/).textContent!);
    expect(screen.queryByTestId('summary-due-today-breakdown')).not.toBeInTheDocument();
    unmount();
    renderUi(<OrderSummary items={item} currency={currency} methodType="arcblock" now={NOW} payee="Acme" livemode donation />);
    expect(screen.queryByText('Due today')).not.toBeInTheDocument();
  });
});
