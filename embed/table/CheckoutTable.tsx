import { Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CheckoutSession } from '@domain/model';
import { ensureArea, useT } from '@ui/i18n';
import { PricingTableSkeleton } from '@ui/pricing-table/PricingTableSkeleton';
import { PricingTableBody } from '../../routes/-pricing-table/PricingTablePage';
import { CheckoutForm } from '../CheckoutForm';
import { useEmbedContext } from '../PaymentProvider';
import { hostedCheckoutAddress } from './hosted-address';

/** 'standalone': a choice leaves for the hosted checkout; 'embedded': the checkout replaces the table in place. */
export type CheckoutTableMode = 'standalone' | 'embedded';

export interface CheckoutTableProps {
  /** The pricing table (prctbl_…). */
  id: string;
  mode?: CheckoutTableMode | undefined;
  /** Embedded: the chosen plan's session is paid (or subscribed). */
  onPaid?: ((session: CheckoutSession) => void) | undefined;
  /** Embedded: the chosen plan's checkout could not be loaded. */
  onError?: ((error: Error) => void) | undefined;
  /** Embedded: the server answered a new session (quantity, currency, amounts). */
  onChange?: ((session: CheckoutSession) => void) | undefined;
  /**
   * Select mode (a plan change): the buttons say "Select" and call this with the chosen price
   * instead of starting a checkout (docs/reference/payment-react.md §3.1).
   */
  onSelect?: ((priceId: string, currencyId: string) => void) | undefined;
  /** Select mode: the customer's current price, shown as "Selected". */
  currentPriceId?: string | undefined;
}

interface Started {
  id: string;
  currencyId: string;
}

/** The hosted pricing table, embedded: the same table and texts; a choice opens its checkout (docs/embed/checkout-table.md). */
export function CheckoutTable({ id, mode = 'embedded', onPaid, onError, onChange, onSelect, currentPriceId }: CheckoutTableProps) {
  const t = useT();
  const { adapters } = useEmbedContext();
  const [ready, setReady] = useState(false);
  const [started, setStarted] = useState<Started | null>(null);
  useEffect(() => {
    let live = true;
    // The table's texts are their own area; the provider loads only the checkout's.
    void ensureArea('pricingTable').then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!ready) return <PricingTableSkeleton label={t('common.loading')} />;
  if (started) {
    return (
      <Stack gap="md">
        <Button variant="subtle" onClick={() => setStarted(null)} style={{ alignSelf: 'flex-start' }}>
          {t('embed.backToPlans')}
        </Button>
        <CheckoutForm id={started.id} currencyId={started.currencyId} onPaid={onPaid} onError={onError} onChange={onChange} />
      </Stack>
    );
  }
  return (
    <PricingTableBody
      key={id}
      id={id}
      http={adapters.http}
      selection={onSelect ? { current: currentPriceId, onSelect } : undefined}
      onStarted={(session, currencyId) => {
        if (mode === 'standalone') window.location.assign(hostedCheckoutAddress(session, currencyId));
        else setStarted({ id: session.id, currencyId });
      }}
    />
  );
}
