import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LineItem, PaymentCurrency, PaymentMethod } from '@domain/model';
import { fromUnitToToken, tryFromTokenToUnit } from '@domain/money';
import { getQuantityRange } from '@domain/quantity';
import type { checkoutSessionMachine } from '@machines/checkout-session/checkout-session.machine';
import type { CheckoutSessionView } from '@machines/checkout-session/checkout-session.view';
import { CrossSellOffer } from '@ui/checkout/summary/CrossSellOffer';
import { CustomAmountInput } from '@ui/checkout/summary/CustomAmountInput';
import { OrderSummary } from '@ui/checkout/summary/OrderSummary';
import { QuantityStepper } from '@ui/checkout/summary/QuantityStepper';
import { UpsellSwitch } from '@ui/checkout/summary/UpsellSwitch';

export interface SummaryPanelProps {
  view: CheckoutSessionView;
  sessionActor: ActorRefFrom<typeof checkoutSessionMachine>;
  currency: PaymentCurrency;
  method: PaymentMethod;
  now: number;
  payee: string;
  /** Payment is on its way: the cart cannot change under it. */
  locked: boolean;
  onPayableChange: (itemId: string, payable: boolean) => void;
}

/** The order summary with its controls; every change goes through the session machine. */
export function SummaryPanel({
  view,
  sessionActor,
  currency,
  method,
  now,
  payee,
  locked,
  onPayableChange,
}: SummaryPanelProps) {
  const session = view.session!;
  const disabled = locked || view.changing;
  const single = session.line_items.length === 1;
  const added = session.line_items.find((item) => item.cross_sell);
  const offer = added?.price ?? view.crossSell.offer;

  const extras = (item: LineItem) => (
    <>
      {item.adjustable_quantity?.enabled ? (
        <QuantityStepper
          name={item.price.product?.name ?? item.price_id}
          quantity={item.quantity}
          range={getQuantityRange(item)}
          inventory={item.upsell_price ?? item.price}
          disabled={disabled}
          onChange={(quantity) =>
            sessionActor.send({ type: 'user.changeQuantity', itemId: item.id ?? item.price_id, quantity })
          }
          onPayableChange={(payable) => onPayableChange(item.id ?? item.price_id, payable)}
        />
      ) : null}
      {single && (item.upsell_price || item.price.upsell?.upsells_to) ? (
        <UpsellSwitch
          from={item.price}
          to={item.upsell_price ?? item.price.upsell!.upsells_to!}
          currencyId={currency.id}
          upsold={Boolean(item.upsell_price)}
          disabled={disabled}
          onToggle={(upsold) =>
            sessionActor.send(
              upsold
                ? {
                    type: 'user.upsell',
                    fromPriceId: item.price_id,
                    toPriceId: item.price.upsell!.upsells_to_id ?? item.price.upsell!.upsells_to!.id,
                  }
                : { type: 'user.downsell', fromPriceId: item.price_id },
            )
          }
        />
      ) : null}
    </>
  );

  const customItem =
    single && session.line_items[0]!.price.custom_unit_amount ? session.line_items[0]! : null;
  return (
    <OrderSummary
      items={session.line_items}
      currency={currency}
      methodType={method.type}
      subscriptionData={session.subscription_data}
      totalDetails={session.total_details}
      now={now}
      payee={payee}
      livemode={session.livemode}
      renderItemExtras={extras}
    >
      {customItem ? (
        <CustomAmount item={customItem} currency={currency} disabled={disabled} sessionActor={sessionActor} />
      ) : null}
      {offer ? (
        <CrossSellOffer
          price={offer}
          currency={currency}
          added={Boolean(added)}
          required={session.cross_sell_behavior === 'required'}
          shake={view.crossSell.shaking}
          busy={disabled}
          onAdd={() => sessionActor.send({ type: 'user.addCrossSell', priceId: offer.id })}
          onRemove={() => sessionActor.send({ type: 'user.removeCrossSell' })}
        />
      ) : null}
    </OrderSummary>
  );
}

/** Pay-what-you-want: typed in tokens, sent in smallest units when the field is left. */
function CustomAmount(props: {
  item: LineItem;
  currency: PaymentCurrency;
  disabled: boolean;
  sessionActor: ActorRefFrom<typeof checkoutSessionMachine>;
}) {
  const { item, currency, disabled, sessionActor } = props;
  const [value, setValue] = useState(() =>
    item.custom_amount ? fromUnitToToken(item.custom_amount, currency.decimal) : '',
  );
  const commit = () => {
    const unit = tryFromTokenToUnit(value.trim(), currency.decimal);
    if (value.trim() && unit.ok && unit.value !== item.custom_amount) {
      sessionActor.send({ type: 'user.setAmount', priceId: item.price_id, amount: unit.value });
    }
  };
  return (
    <CustomAmountInput
      value={value}
      currency={currency}
      disabled={disabled}
      onChange={setValue}
      onBlur={commit}
    />
  );
}
