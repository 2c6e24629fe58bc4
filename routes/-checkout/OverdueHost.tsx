import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { settingsQuery } from '@adapters/api/settings';
import type { Ports } from '@machines/ports';
import { OverdueDialogHost } from '../-billing/OverdueDialogHost';

/** The past-due dialog of a CUSTOMER_LIMITED checkout, for the payer's customer record. */
export default function OverdueHost(props: {
  customerId: string;
  ports: Ports;
  opened: boolean;
  onClose: () => void;
  onAllPaid: () => void;
}) {
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
