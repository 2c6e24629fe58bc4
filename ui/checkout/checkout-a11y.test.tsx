// Structural accessibility of the composed checkout (names, roles, ARIA, lists, landmarks). Colour
// contrast cannot be computed in jsdom; the Playwright axe run covers it in light and dark.
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { invalid } from '@domain/validation';
import { makeCurrency, makeLineItem, makeMethod, makePrice, makeProduct, makeRecurringPrice, makeStripeMethod } from '@test/fixtures/checkout';
import { renderUi } from '@test/render';
import { CheckoutForm } from './form/CheckoutForm';
import { CheckoutLayout } from './layout/CheckoutLayout';
import { CheckoutPanel } from './layout/CheckoutPanel';
import { CrossSellOffer } from './summary/CrossSellOffer';
import { OrderSummary } from './summary/OrderSummary';
import { QuantityStepper } from './summary/QuantityStepper';
import { CustomerLimitedAlert } from './dialogs/CustomerLimitedAlert';

const currency = makeCurrency();

function Checkout() {
  const items = [makeLineItem({ price: makeRecurringPrice() }), makeLineItem({ price: makePrice({ product: makeProduct({ name: 'Setup' }) }) })];
  return (
    <CheckoutLayout
      banner={<CustomerLimitedAlert referer="https://shop.test/checkout" onPayNow={() => {}} />}
      summary={
        <OrderSummary
          items={items}
          currency={currency}
          methodType="arcblock"
          now={0}
          payee="Acme"
          livemode={false}
          renderItemExtras={(item) => <QuantityStepper name={item.price.product?.name ?? ''} quantity={1} range={{ min: 1, max: 5 }} onChange={() => {}} />}
        >
          <CrossSellOffer price={makePrice({ id: 'addon' })} currency={currency} required shake onAdd={() => {}} />
        </OrderSummary>
      }
      form={
        <CheckoutPanel title="Payment Details">
          <CheckoutForm
            values={{ customer_name: 'Ada', customer_email: 'ada@', customer_phone: '', billing_address: { country: 'de' }, payment_method: 'pm_arcblock', payment_currency: 'pc_abt' }}
            errors={{ customer_email: invalid('validation.email'), 'billing_address.line1': invalid('validation.required') }}
            methods={[makeMethod(), makeStripeMethod()]}
            phoneEnabled
            billingAddressCollection="required"
            loginHint
            submit={{ mode: 'subscription', loggedIn: false, disabledReason: 'invalidItems' }}
            consent={{ payee: 'Acme', withStake: true }}
            onFieldChange={() => {}}
            onMethodChange={() => {}}
            onCurrencyChange={() => {}}
            onSubmit={() => {}}
          />
        </CheckoutPanel>
      }
    />
  );
}

describe('checkout accessibility (jsdom)', () => {
  it.each(['en', 'zh'] as const)('has no axe violations apart from colour contrast (%s)', async (locale) => {
    const { container } = renderUi(<Checkout />, { locale });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }, 30_000);
});
