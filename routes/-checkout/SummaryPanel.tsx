import { useCallback, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LineItem, PaymentCurrency, PaymentMethod } from '@domain/model';
import type { CouponLike } from '@domain/pricing';
import { getQuantityRange } from '@domain/quantity';
import type { checkoutSessionMachine } from '@machines/checkout-session/checkout-session.machine';
import type { CheckoutSessionView } from '@machines/checkout-session/checkout-session.view';
import type { PromotionEvent } from '@ui/checkout/promotion/CheckoutPromotion';
import { PromotionSlot } from '@ui/checkout/promotion/PromotionSlot';
import { CrossSellOffer } from '@ui/checkout/summary/CrossSellOffer';
import { OrderSummary } from '@ui/checkout/summary/OrderSummary';
import { QuantityStepper } from '@ui/checkout/summary/QuantityStepper';
import { RemoveCrossSellButton } from '@ui/checkout/summary/RemoveCrossSellButton';
import { UpsellSwitch } from '@ui/checkout/summary/UpsellSwitch';
import { PayWhatYouWant } from './PayWhatYouWant';

export interface SummaryPanelProps {
  view: CheckoutSessionView;
  sessionActor: ActorRefFrom<typeof checkoutSessionMachine>;
  currency: PaymentCurrency;
  method: PaymentMethod;
  now: number;
  payee: string;
  /** Payment is on its way: the cart cannot change under it. */
  locked: boolean;
  /** A signed-in payer may add a promotion code. */
  signedIn: boolean;
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
  signedIn,
  onPayableChange,
}: SummaryPanelProps) {
  const session = view.session!;
  const disabled = locked || view.changing;
  const single = session.line_items.length === 1;
  const added = session.line_items.find((item) => item.cross_sell);
  // An added cross-sell shows once: as a line with its Remove. The offer card returns after a
  // removal, also when the page opened with the item already added (no offer was fetched then).
  const [lastAdded, setLastAdded] = useState(added?.price ?? null);
  if (added && added.price !== lastAdded) setLastAdded(added.price);
  const offer = added ? null : (view.crossSell.offer ?? lastAdded);
  // Stable: the promotion sends a recalculation from an effect keyed on what it asked.
  const sendPromotion = useCallback((event: PromotionEvent) => sessionActor.send(event), [sessionActor]);
  // The applied code's coupon, as the promotion's chunk decodes it (null until it has loaded).
  const [coupon, setCoupon] = useState<CouponLike | null>(null);
  const promotionPayable = useCallback((payable: boolean) => onPayableChange('promotion', payable), [onPayableChange]);

  const extras = (item: LineItem) => (
    <>
      {item.cross_sell ? (
        <RemoveCrossSellButton
          name={item.price.product?.name ?? item.price_id}
          busy={disabled}
          onRemove={() => sessionActor.send({ type: 'user.removeCrossSell' })}
        />
      ) : null}
      {item.adjustable_quantity?.enabled ? (
        <QuantityStepper
          name={item.price.product?.name ?? item.price_id}
          quantity={item.quantity}
          range={getQuantityRange(item)}
          inventory={item.upsell_price ?? item.price}
          settled={!view.changing}
          refusal={view.refused.quantity[item.id ?? item.price_id]}
          // Typing goes on while a change is on its way: the latest quantity wins.
          disabled={locked}
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
      // A discount computed in another currency (before its recalculation arrives) counts nothing.
      totalDetails={(session.discounts?.length ?? 0) === 0 || session.currency_id === currency.id ? session.total_details : null}
      // The renewals under the code, once its discount is the chosen currency's (as the total).
      coupon={session.currency_id === currency.id ? coupon : null}
      now={now}
      payee={payee}
      livemode={session.livemode}
      renderItemExtras={extras}
      promotion={(discount) => (
        <PromotionSlot
          session={session}
          currency={currency}
          discount={discount}
          signedIn={signedIn}
          locked={locked}
          changing={view.changing}
          refusal={view.refused.promotion}
          send={sendPromotion}
          onPayableChange={promotionPayable}
          onCouponChange={setCoupon}
        />
      )}
    >
      {customItem ? (
        <PayWhatYouWant
          item={customItem}
          currency={currency}
          disabled={locked}
          refusal={view.refused.amount[customItem.price_id]}
          sessionActor={sessionActor}
          onPayableChange={(payable) => onPayableChange(`amount:${customItem.price_id}`, payable)}
        />
      ) : null}
      {offer ? (
        <CrossSellOffer
          price={offer}
          currency={currency}
          required={session.cross_sell_behavior === 'required'}
          shake={view.crossSell.shaking}
          busy={disabled}
          onAdd={() => sessionActor.send({ type: 'user.addCrossSell', priceId: offer.id })}
        />
      ) : null}
    </OrderSummary>
  );
}
