import { lazy, Suspense, useEffect, useState } from 'react';
import type { CoreAdapters } from '@adapters/compose';
import type { SessionUser, Subscription } from '@domain/model';
import type { Ports } from '@machines/ports';
import { ensureArea } from '@ui/i18n';
import type { LifecycleAction } from '@domain/subscription';
import { startFirstRead } from './first-read';
import { FirstReadBody } from './SubscriptionBody';

// The lifecycle machine loads beside the first read, not in the page's first chunk (budgets), with
// the texts of the "belongs to another account" view of a 403 (detail).
const SubscriptionLifecycle = lazy(() =>
  Promise.all([import('./SubscriptionLifecycle'), ensureArea('detail')]).then(([m]) => ({ default: m.SubscriptionLifecycle })),
);

export interface SubscriptionPageProps {
  id: string;
  adapters: CoreAdapters;
  /** The machines' ports, loading beside the first read (the route does not await them). */
  ports: Promise<Ports>;
  /** Where "pay due invoices" links: the past-due page with this page as referer. */
  pastDueHref: string;
  /** The signed-in customer (named when the subscription is another account's). */
  user: SessionUser;
}

/**
 * /customer/subscription/{id}: the subscription's details as soon as its first read answers (status,
 * items, period, the actions its phase offers), while the lifecycle — the machine, its dialogs and
 * their wiring — loads beside the request and takes over (SubscriptionLifecycle). An action pressed
 * before it arrives is kept and sent once the machine has settled.
 */
export function SubscriptionPage({ id, adapters, ports, pastDueHref, user }: SubscriptionPageProps) {
  // The endpoints' code (and the schemas that decode the answer, ~28 kB gz) loads with the read.
  const [first] = useState(() =>
    startFirstRead((wanted) => import('@adapters/api/subscriptions').then(({ getSubscription }) => getSubscription(adapters.http, wanted)), id),
  );
  const [answer, setAnswer] = useState<Subscription | null>(null);
  // The first paint needs the ports' clock (the sandbox's can be moved); a failure to load them is
  // the lifecycle's to throw (use), to the route's error view.
  const [clock, setClock] = useState<Ports['clock'] | null>(null);
  const [pendingAction, setPendingAction] = useState<LifecycleAction | null>(null);
  useEffect(() => {
    let live = true;
    first.answer.then(
      (subscription) => live && setAnswer(subscription),
      () => undefined,
    );
    ports.then(
      (loaded) => live && setClock(loaded.clock),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [first, ports]);

  const firstPaint = (
    <FirstReadBody id={id} answer={answer} now={clock ? Math.floor(clock.now() / 1000) : null} pastDueHref={pastDueHref} onAction={setPendingAction} />
  );
  return (
    <Suspense fallback={firstPaint}>
      <SubscriptionLifecycle
        id={id}
        adapters={adapters}
        ports={ports}
        firstRead={first}
        firstAnswer={answer}
        pendingAction={pendingAction}
        onPendingAction={setPendingAction}
        pastDueHref={pastDueHref}
        user={user}
      />
    </Suspense>
  );
}
