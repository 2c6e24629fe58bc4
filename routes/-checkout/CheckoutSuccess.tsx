import { Container } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { afterCompletionRedirect, customConfirmationMessage } from '@domain/checkout';
import type { CheckoutSession, PaymentLink } from '@domain/model';
import { getPayee } from '@domain/pricing';
import { DonationComplete } from '@ui/checkout/donation/DonationComplete';
import { SuccessView } from '@ui/checkout/outcome/SuccessView';
import { useT } from '@ui/i18n';
import { appName, isDonation } from './checkout-facts';

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
      <Container size="sm" py="xl">
        <DonationComplete
          payee={payee}
          customMessage={customMessage}
          onClose={() => void navigate({ to: '/' })}
        />
      </Container>
    );
  }
  const subscriptions = (
    session.subscriptions ?? (session.subscription_id ? [{ id: session.subscription_id }] : [])
  ).map((subscription) => ({
    id: subscription.id,
    name: ('description' in subscription && subscription.description) || subscription.id,
    href: `/customer/subscription/${subscription.id}`,
  }));
  return (
    <Container size="sm" py="xl">
      <SuccessView
        mode={session.mode}
        customMessage={customMessage}
        payee={payee}
        subscriptions={subscriptions}
        invoiceHref={session.invoice_id ? `/customer/invoice/${session.invoice_id}` : null}
      />
    </Container>
  );
}
