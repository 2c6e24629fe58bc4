// A promotion code's discount on the order summary with a stake (issue 30 item 2): the discount
// comes off the payment, never the stake, and the headline, the Payment Required row and the
// total agree (payment + stake = total). Fails if any of them counts the discount twice or not at all.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCurrency, makeLineItem, makeRecurringPrice } from '@test/fixtures/checkout';
import { renderUi } from '@test/render';
import { OrderSummary } from '../summary/OrderSummary';

const currency = makeCurrency();

describe('OrderSummary with a promotion code', () => {
  it('takes the discount off the payment, keeps the stake, and shows the row it is given', () => {
    renderUi(
      <OrderSummary
        items={[makeLineItem({ price: makeRecurringPrice() })]}
        currency={currency}
        methodType="arcblock"
        totalDetails={{ amount_discount: '200000000000000000' }}
        now={Date.UTC(2026, 0, 1)}
        payee="Acme"
        livemode
        promotion={(discount) => <p data-testid="discount-given">{discount}</p>}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('0.8 ABT payment + 1 ABT refundable deposit')).toBeInTheDocument();
    const rows = screen.getByTestId('staking-rows');
    expect(within(rows).getByText('Payment Required').nextElementSibling).toHaveTextContent('0.8 ABT');
    expect(within(rows).getByText('Stake (refundable deposit)').nextElementSibling).toHaveTextContent('1 ABT');
    expect(within(screen.getByTestId('total-row')).getByText('1.8 ABT')).toBeInTheDocument();
    expect(screen.getByTestId('discount-given')).toHaveTextContent('200000000000000000');
  });

  it('never lets a discount eat into the stake', () => {
    renderUi(
      <OrderSummary
        items={[makeLineItem({ price: makeRecurringPrice() })]}
        currency={currency}
        methodType="arcblock"
        totalDetails={{ amount_discount: '5000000000000000000' }}
        now={Date.UTC(2026, 0, 1)}
        payee="Acme"
        livemode
        promotion={(discount) => <p data-testid="discount-given">{discount}</p>}
      />,
    );
    expect(screen.getByTestId('discount-given')).toHaveTextContent('1000000000000000000');
    expect(within(screen.getByTestId('total-row')).getByText('1 ABT')).toBeInTheDocument();
  });
});
