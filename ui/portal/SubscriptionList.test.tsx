import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSubscription } from '@test/fixtures/billing';
import { makeRecurringPrice, makeUsdCurrency, yearly } from '@test/fixtures/checkout';
import { renderUi } from '@test/render';
import { SubscriptionList } from './SubscriptionList';

describe('SubscriptionList', () => {
  it('tells rows of the same product apart by price, currency and the date that comes next', () => {
    const usd = makeUsdCurrency();
    renderUi(
      <SubscriptionList
        href={(id) => `/customer/subscription/${id}`}
        subscriptions={[
          makeSubscription({ id: 'sub_a', current_period_end: Date.UTC(2026, 0, 31, 12) / 1000 }),
          makeSubscription({
            id: 'sub_b',
            currency_id: usd.id,
            paymentCurrency: usd,
            cancel_at_period_end: true,
            current_period_end: Date.UTC(2026, 5, 30, 12) / 1000,
            items: [{ id: 'si_b', price_id: 'price_yearly', price: makeRecurringPrice({ id: 'price_yearly', recurring: yearly, currency_id: usd.id, unit_amount: '12000', currency_options: [{ currency_id: usd.id, unit_amount: '12000' }] }), quantity: 1 }],
          }),
        ]}
      />,
    );
    const rows = screen.getAllByTestId('subscription-row-details').map((row) => row.textContent);
    expect(rows).toEqual(['1 ABT per month · Renews on 2026-01-31', '120 USD per year · Ends on 2026-06-30']);
    expect(screen.getAllByRole('link', { name: 'Pro plan' }).map((a) => a.getAttribute('href'))).toEqual(['/customer/subscription/sub_a', '/customer/subscription/sub_b']);
  });
});
