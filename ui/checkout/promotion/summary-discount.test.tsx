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

  it.each([
    ['en', { percent_off: 20, duration: 'forever' }, 'Then 0.8 ABT per month'],
    ['en', { percent_off: 50, duration: 'once' }, 'Then 1 ABT per month'],
    ['en', { percent_off: 10, duration: 'repeating', duration_in_months: 3 }, 'Then 0.9 ABT per month for the next 2 payments, then 1 ABT per month'],
    ['zh', { percent_off: 20, duration: 'forever' }, '之后 0.8 ABT 每月'],
    ['zh', { percent_off: 10, duration: 'repeating', duration_in_months: 3 }, '之后 2 期 0.9 ABT 每月，再之后 1 ABT 每月'],
  ] as const)('words the renewals under the coupon (%s, %j)', (locale, coupon, then) => {
    renderUi(
      <OrderSummary
        items={[makeLineItem({ price: makeRecurringPrice() })]}
        currency={currency}
        methodType="arcblock"
        totalDetails={{ amount_discount: '100000000000000000' }}
        coupon={coupon}
        now={Date.UTC(2026, 0, 1)}
        payee="Acme"
        livemode
      />,
      { locale },
    );
    expect(within(screen.getByTestId('summary-headline')).getByText(then)).toBeInTheDocument();
  });
});
