import { Alert, Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { EventFrom } from 'xstate';
import type { checkoutSubmitMachine } from '@machines/checkout-submit/checkout-submit.machine';
import type { CheckoutSubmitView } from '@machines/checkout-submit/checkout-submit.view';
import type { Ports } from '@machines/ports';
import { CustomerLimitedAlert } from '@ui/checkout/dialogs/CustomerLimitedAlert';
import { PaymentTimedOut } from '@ui/checkout/dialogs/PaymentTimedOut';
import { useT } from '@ui/i18n';
import { mountPath } from '@adapters/http/mount-path';

// The overdue dialog loads when a payment is refused for unpaid invoices (parts-prefetch.ts warms it).
const LazyOverdueHost = lazy(() => import('./OverdueHost'));

export interface CheckoutBannerProps {
  view: CheckoutSubmitView;
  send: (event: EventFrom<typeof checkoutSubmitMachine>) => void;
  ports: Ports;
}

/**
 * What the payer must know above the form: past-due invoices blocking the purchase (with the
 * pay-now dialog; paying them submits again, unchanged), a payment being confirmed, or a
 * confirmation that took too long (check again, never pay again).
 */
export function CheckoutBanner({ view, send, ports }: CheckoutBannerProps) {
  const t = useT();
  if (view.overdue)
    return <CustomerLimited customerId={view.overdue.customerId} send={send} ports={ports} />;
  if (view.timedOut)
    return <PaymentTimedOut onCheckAgain={() => send({ type: 'user.checkAgain' })} />;
  if (view.step === 'paying') {
    return (
      <Alert color="indigo" variant="light" role="status" data-testid="payment-confirming">
        <Group gap="xs">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">{t('checkout.paying')}</Text>
        </Group>
      </Alert>
    );
  }
  return null;
}

/** Mounted while the submit is blocked by past-due invoices; the dialog opens at once. */
function CustomerLimited(props: {
  customerId: string | null;
  send: CheckoutBannerProps['send'];
  ports: Ports;
}) {
  const { customerId, send, ports } = props;
  const [dialogOpen, setDialogOpen] = useState(true);
  return (
    <>
      <CustomerLimitedAlert referer={window.location.href} prefix={mountPath()} onPayNow={() => setDialogOpen(true)} />
      {customerId ? (
        <Suspense fallback={null}>
          <LazyOverdueHost
            customerId={customerId}
            ports={ports}
            opened={dialogOpen}
            onClose={() => {
              setDialogOpen(false);
              send({ type: 'user.dismissOverdue' });
            }}
            onAllPaid={() => send({ type: 'overdue.paid' })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
