import { Alert, Divider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { LineItem, SubscriptionData } from '@domain/model';
import { money, toBigOrZero } from '@domain/money';
import { effectivePrice, formatCheckoutHeadlines, getCheckoutTotal, isMetered, summarizeCheckout, type CouponLike } from '@domain/pricing';
import { useT } from '@ui/i18n';
import { CheckoutPanel } from '../layout/CheckoutPanel';
import { LineItemRow } from './LineItemRow';
import { MeteredNotice } from './MeteredNotice';
import { ProductList } from './ProductList';
import { StakingRows } from './StakingRows';
import { SummaryHeadline } from './SummaryHeadline';
import { TestModeBadge } from './TestModeBadge';
import { TotalRow } from './TotalRow';
import { TrialNotice } from './TrialNotice';

export interface SummaryCurrency {
  readonly id: string;
  readonly decimal: number;
  readonly symbol: string;
  readonly maximum_precision?: number | null | undefined;
  readonly type?: string | null | undefined;
}

export interface OrderSummaryProps {
  items: readonly LineItem[];
  /** The chosen currency and the type of its payment method (stake and trial depend on them). */
  currency: SummaryCurrency;
  methodType?: string | null | undefined;
  subscriptionData?: SubscriptionData | null | undefined;
  totalDetails?: { readonly amount_discount?: string | null | undefined } | null | undefined;
  /** The applied promotion code's coupon (with totalDetails): the then-line words the renewals under it. */
  coupon?: CouponLike | null | undefined;
  /** Epoch ms, for a trial given by its end date. */
  now: number;
  /** First statement_descriptor or the app name (domain/pricing getPayee). */
  payee: string;
  /** false shows the Test mode badge. */
  livemode: boolean;
  /** Replaces "Order Summary" (a payment link's action). */
  title?: string | undefined;
  donation?: boolean | undefined;
  /** Controls under a line: quantity stepper, upsell switch. */
  renderItemExtras?: ((item: LineItem) => ReactNode) | undefined;
  /** After the lines: cross-sell offer, custom amount input. */
  children?: ReactNode;
  /** The promotion code's controls or row, given the discount the summary counts (smallest unit). */
  promotion?: ((discount: string) => ReactNode) | undefined;
}

/** The order summary panel: headline, lines, stake, total, trial and usage notes (docs/reference/payment-react.md §3.5). */
export function OrderSummary(props: OrderSummaryProps) {
  const { items, currency, methodType, subscriptionData, totalDetails, coupon, now, payee, livemode } = props;
  const t = useT();
  const computed = useMemo(() => {
    try {
      const summary = summarizeCheckout({ line_items: items, subscription_data: subscriptionData, total_details: totalDetails }, currency, { type: methodType }, now);
      const headlines = formatCheckoutHeadlines(items, currency, { ...summary.trial, payee, now, coupon });
      return { summary, headlines };
    } catch {
      return null;
    }
  }, [items, currency, methodType, subscriptionData, totalDetails, coupon, now, payee]);

  return (
    <CheckoutPanel title={props.title ?? t('checkout.orderSummary')} aside={livemode ? null : <TestModeBadge />} data-testid="order-summary">
      {computed === null ? (
        <Alert color="red" role="alert">
          {t('pricing.multipleCustomAmount')}
        </Alert>
      ) : (
        <>
          <SummaryHeadline
            headlines={computed.headlines}
            // A tip is one amount the payer chose: no "due today" lead over it.
            dueToday={
              props.donation
                ? undefined
                : {
                    total: money(computed.summary.total, currency),
                    // What is paid now after a promotion code's discount (never the stake's part).
                    payment: money(getCheckoutTotal(computed.summary.dueNow, '0', computed.summary.discount), currency),
                    stake: money(computed.summary.showStaking ? computed.summary.staking : '0', currency),
                    trialing: computed.summary.freeTrial.count > 0,
                  }
            }
          />
          <ProductList count={items.length} donation={props.donation}>
            {items.map((item, index) => (
              <LineItemRow
                key={item.id ?? `${item.price_id}-${index}`}
                item={item}
                currency={currency}
                trialInDays={computed.summary.freeTrial.count > 0 ? computed.summary.trial.trialInDays : 0}
                extras={props.renderItemExtras?.(item)}
              />
            ))}
          </ProductList>
          {props.children}
          {props.promotion?.(computed.summary.discount)}
          <Divider />
          {computed.summary.showStaking && toBigOrZero(computed.summary.staking).isGreaterThan(0) ? (
            <StakingRows paymentRequired={money(getCheckoutTotal(computed.summary.dueNow, '0', computed.summary.discount), currency)} staking={money(computed.summary.staking, currency)} />
          ) : null}
          <TotalRow total={money(computed.summary.total, currency)} />
          <TrialNotice freeTrial={computed.summary.freeTrial} />
          {items.some((item) => isMetered(effectivePrice(item))) ? <MeteredNotice /> : null}
        </>
      )}
    </CheckoutPanel>
  );
}
