import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { use } from 'react';
import { formatDate } from '@domain/display';
import type { CheckoutSession } from '@domain/model';
import { formatMoney, money, toBigOrZero, type Money } from '@domain/money';
import { effectivePrice, getCheckoutTotal, summarizeCheckout } from '@domain/pricing';
import { invoiceQuery } from '@adapters/api/billing';
import { settingsQuery } from '@adapters/api/settings';
import { Receipt } from '@ui/checkout/outcome/Receipt';
import { ensureArea, localizeApiName, useI18n } from '@ui/i18n';

// The receipt's texts are an area of their own, asked for when this module loads (only once a
// checkout is paid, or when the browser is idle after the form shows).
const receiptTexts = ensureArea('receipt');

/**
 * The receipt of a paid checkout. What and how much come from the session and the
 * same summary the payer saw before paying (the stake included); how from the payment settings;
 * when and the reference from the invoice the payment created (the checkout's id until it loads).
 */
export function CheckoutReceipt({ session }: { session: CheckoutSession }) {
  use(receiptTexts);
  const { t, locale } = useI18n();
  const { adapters } = useRouteContext({ from: '__root__' });
  const settings = useQuery(settingsQuery(adapters.http, adapters.livemode(), adapters.session));
  const invoiceId = session.invoice_id ?? '';
  const invoice = useQuery({ ...invoiceQuery(adapters.http, invoiceId), enabled: invoiceId !== '', retry: 1 });

  const method = settings.data?.paymentMethods.find((m) => m.payment_currencies.some((c) => c.id === session.currency_id));
  const currency = method?.payment_currencies.find((c) => c.id === session.currency_id);
  if (!method || !currency) return null;
  const text = (value: Money) => formatMoney(value);
  const summary = summarizeCheckout(session, currency, method, Number(session.created_at ?? 0));
  const stake = summary.showStaking && toBigOrZero(summary.staking).isGreaterThan(0) ? text(money(summary.staking, currency)) : null;
  // The invoice the checkout created is in its own currency (the session's, which made it).
  // A promotion code's discount came off before paying: the receipt says so beside what was paid.
  const discount = toBigOrZero(summary.discount).isGreaterThan(0) ? `-${text(money(summary.discount, currency))}` : null;
  const paid = invoice.data ? money(invoice.data.total, invoice.data.paymentCurrency ?? currency) : money(getCheckoutTotal(summary.dueNow, '0', summary.discount), currency);
  return (
    <Receipt
      items={session.line_items.map((item) => ({ name: effectivePrice(item).product?.name ?? item.price_id, quantity: item.quantity }))}
      paid={text(paid)}
      discount={discount}
      stake={stake}
      method={t('receipt.methodCurrency', { method: localizeApiName(t, method.name), currency: currency.symbol })}
      date={invoice.data ? formatDate(invoice.data.created_at, 'YYYY-MM-DD HH:mm', locale) : null}
      reference={invoice.data?.number ?? session.id}
      next={session.mode === 'setup' ? 'setup' : session.mode === 'subscription' ? 'subscription' : 'payment'}
    />
  );
}
