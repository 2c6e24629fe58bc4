// The package's CheckoutDonate loads the widget (its supporters list, the settings calls, the
// enable notice) only when a host renders one, as CheckoutTable does (embed/table/index.tsx).
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CheckoutDonateProps } from './CheckoutDonate';

export type { CheckoutDonateProps, CheckoutDonateSettings } from './CheckoutDonate';

const Donate = lazy(() => import('./CheckoutDonate').then((module) => ({ default: module.CheckoutDonate })));

/** The tip button and its supporters for a host page (docs/embed/checkout-donate.md). */
export function CheckoutDonate(props: CheckoutDonateProps) {
  return (
    <Suspense fallback={<Skeleton height={36} width={120} radius="sm" mx="auto" />}>
      <Donate {...props} />
    </Suspense>
  );
}
