import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { afterCompletionRedirect, customConfirmationMessage, returnLink } from '@domain/checkout';
import type { CheckoutSession, PaymentLink } from '@domain/model';
import { formatMoney, maybeMoney } from '@domain/money';
import { getPayee } from '@domain/pricing';
import { settingsQuery } from '@adapters/api/settings';
import { DonationComplete } from '@ui/checkout/donation/DonationComplete';
import { SuccessView } from '@ui/checkout/outcome/SuccessView';
import { useT } from '@ui/i18n';
import { appName, isDonation } from './checkout-facts';
import { CheckoutReceipt } from './CheckoutReceipt';
import { useCheckoutExit } from './checkout-exit';
import { underMount } from '@adapters/http/mount-path';

const REDIRECT_DELAY_MS = 2500;

/** The completed checkout: thanks, what to look at next, and the link's redirect when it is safe. */
export function CheckoutSuccess({
  session,
  paymentLink,
}: {
  session: CheckoutSession;
  paymentLink: PaymentLink | null;
}) {
  const t = useT();
  const navigate = useNavigate();
  const router = useRouter();
  const exit = useCheckoutExit();
  // Only links to pages this app has (no 404 after paying). The subscription page comes
  // with the customer portal; until it is there the invoice is the next thing to look at.
  const hasPage = (href: string) => router.getMatchedRoutes(href)[2] !== undefined;
  const payee = getPayee(session.line_items, appName(t('common.appName')));
  const customMessage = customConfirmationMessage(paymentLink);
  const redirect = afterCompletionRedirect(paymentLink, { origin: window.location.origin });

  useEffect(() => {
    if (!redirect) return undefined;
    const timer = window.setTimeout(() => window.location.assign(redirect), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [redirect]);

  if (isDonation(session, paymentLink)) {
    return (
      <TipThanks
        session={session}
        paymentLink={paymentLink}
        payee={payee}
        customMessage={customMessage}
        // Close returns where the payer came from (the page that opened the tip), else home.
        // In a widget's dialog there is nowhere to return to: Close closes the dialog.
        onClose={exit ?? (() => (router.history.canGoBack() ? router.history.back() : void navigate({ to: '/' })))}
      />
    );
  }
  const subscriptions = (
    session.subscriptions ?? (session.subscription_id ? [{ id: session.subscription_id }] : [])
  ).map((subscription) => ({
    id: subscription.id,
    name: ('description' in subscription && subscription.description) || subscription.id,
    href: underMount(`/customer/subscription/${subscription.id}`),
  })).filter((subscription) => hasPage(subscription.href));
  return (
    <Container size="sm" py="xl">
      <SuccessView
        mode={session.mode}
        customMessage={customMessage}
        payee={payee}
        subscriptions={subscriptions}
        invoiceHref={session.invoice_id ? underMount(`/customer/invoice/${session.invoice_id}`) : null}
        receipt={<CheckoutReceipt session={session} />}
        // The page that sold it (an app store purchase), when it is a page of this site.
        back={returnLink(session, window.location.origin)}
      />
    </Container>
  );
}

/** A tip goes to its beneficiary when there is one, and the thanks says how much was given. */
function TipThanks(props: {
  session: CheckoutSession;
  paymentLink: PaymentLink | null;
  payee: string;
  customMessage: string | null;
  onClose: () => void;
}) {
  const { adapters } = useRouteContext({ from: '__root__' });
  const settings = useQuery(settingsQuery(adapters.http, adapters.livemode(), adapters.session));
  const beneficiaries = props.paymentLink?.donation_settings?.beneficiaries ?? [];
  const receiver = beneficiaries.length === 1 && beneficiaries[0]!.name ? beneficiaries[0]!.name : props.payee;
  const currency = settings.data?.paymentMethods
    .flatMap((method) => method.payment_currencies)
    .find((c) => c.id === props.session.currency_id);
  const total = props.session.amount_total;
  const paid = maybeMoney(total, currency);
  const amount = paid ? formatMoney(paid) : null;
  return (
    <Container size="sm" py="xl">
      <DonationComplete payee={receiver} amount={amount} customMessage={props.customMessage} onClose={props.onClose} />
    </Container>
  );
}
