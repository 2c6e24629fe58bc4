import { formatDate } from '@domain/display';
import type { Price, Settings, Subscription } from '@domain/model';
import type { ChangePlanPreview } from '@domain/model/subscription-actions';
import { formatRecurring } from '@domain/interval';
import { getPriceCurrencyOptions, getPriceUnitAmount, getUpsellSavingPercent } from '@domain/pricing';
import type { MessageLike } from '@ui/common/useMessageText';
import { maybeMoney } from '@domain/money';
import { isCardMethod } from '@domain/payment';
import { amountText } from '@ui/common/Amount';
import type { PaymentChoice, PlanChoice, PlanPreviewTexts } from '@ui/portal';

type Text = (message: MessageLike | string) => string;
type T = (
  key: 'portal.plan.startingOn' | 'portal.plan.quoteValid' | 'portal.payment.card' | 'portal.payment.wallet',
  params: Record<string, string | number>,
) => string;

/** An amount in the subscription's own currency: plans and the preview are priced in it. */
const priced = (amount: string, subscription: Subscription): string => {
  const value = maybeMoney(amount, subscription.paymentCurrency);
  return value ? amountText(value, { grouped: true }) : '-';
};

/** "10 TBA per month": a plan's price in the subscription's currency. */
export function planPriceText(price: Price, subscription: Subscription, text: Text): string {
  const amount = priced(getPriceUnitAmount(price, subscription.currency_id ?? '').amount, subscription);
  return price.recurring ? `${amount} ${text(formatRecurring(price.recurring, 'per'))}` : amount;
}

/** The plans side by side, each with its saving against the current plan where there is one. */
export function planChoices(plans: readonly Price[], subscription: Subscription, text: Text): PlanChoice[] {
  const current = subscription.items?.[0]?.price;
  return plans.map((price) => {
    const saving = current ? getUpsellSavingPercent(current, price, subscription.currency_id ?? '') : '0';
    return { id: price.id, name: price.product?.name ?? price.id, price: planPriceText(price, subscription, text), saving: saving !== '0' ? saving : null };
  });
}

/** How long the server holds the quote, in minutes (its `quote_expires_at` − `proration_date`: 5). */
export const quoteMinutes = (preview: Pick<ChangePlanPreview, 'proration_date' | 'quote_expires_at'>) =>
  Math.round((preview.quote_expires_at - preview.proration_date) / 60);

/**
 * The preview as the dialog shows it: the credit, the amount due today (the very figure the
 * server charges for this quote), what the new plan costs from the period end, and how long the
 * quote holds.
 */
export function previewTexts(preview: ChangePlanPreview, subscription: Subscription, t: T, text: Text, locale: string): PlanPreviewTexts {
  return {
    credit: priced(preview.proration_credit, subscription),
    amountDue: priced(preview.amount_due, subscription),
    requiresPayment: preview.requires_payment,
    startingOn: t('portal.plan.startingOn', { date: formatDate(preview.next_billing_at, 'YYYY-MM-DD', locale), price: planPriceText(preview.price, subscription, text) }),
    validity: t('portal.plan.quoteValid', { minutes: quoteMinutes(preview) }),
  };
}

/** The currencies the subscription's items are priced in, other than the current one: card or wallet. */
export function paymentChoices(settings: Settings | undefined, subscription: Subscription, t: T): PaymentChoice[] {
  const priced = new Set((subscription.items ?? []).flatMap((item) => (item.price ? getPriceCurrencyOptions(item.price).map((o) => o.currency_id) : [])));
  return (settings?.paymentMethods ?? []).flatMap((method) =>
    (method.payment_currencies ?? [])
      .filter((currency) => currency.id !== subscription.currency_id && priced.has(currency.id))
      .map((currency) => {
        const card = isCardMethod(method);
        return {
          currencyId: currency.id,
          card,
          label: card ? t('portal.payment.card', { symbol: currency.symbol ?? '' }) : t('portal.payment.wallet', { name: method.name ?? '', symbol: currency.symbol ?? '' }),
        };
      }),
  );
}
