import { use } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { settingsQuery } from '@adapters/api/settings';
import type { Ports } from '@machines/ports';
import { ensureArea } from '@ui/i18n';
import { OverdueDialogHost } from '../-overdue/OverdueDialogHost';

// This module is loaded lazily (CheckoutBanner.tsx) and the billing texts with it: the dialog waits
// for them before its first render (never raw keys); the checkout's first download has none.
const billingTexts = ensureArea('billing');

/** The past-due dialog of a CUSTOMER_LIMITED checkout, for the payer's customer record. */
export default function OverdueHost(props: {
  customerId: string;
  ports: Ports;
  opened: boolean;
  onClose: () => void;
  onAllPaid: () => void;
}) {
  use(billingTexts);
  const { adapters } = useRouteContext({ from: '__root__' });
  const settings = useQuery(settingsQuery(adapters.http, adapters.livemode(), adapters.session));
  return (
    <OverdueDialogHost
      target={{ customerId: props.customerId }}
      opened={props.opened}
      onClose={props.onClose}
      onAllPaid={props.onAllPaid}
      ports={props.ports}
      settings={settings.data}
    />
  );
}
