import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { cardCurrencyIds } from '@domain/billing';
import type { Settings } from '@domain/model';
import { overdueDialogImplementations } from '@machines/overdue-dialog/overdue-dialog.actors';
import { overdueDialogMachine } from '@machines/overdue-dialog/overdue-dialog.machine';
import { overdueDialogView, type OverdueDialogView } from '@machines/overdue-dialog/overdue-dialog.view';
import type { OverdueTarget, Ports } from '@machines/ports';
import type { OverdueCurrencyGroup } from '@ui/billing';
import { inspection } from '../-inspector/machine-inspection';
import { billingNotifier } from './billing-notifier';
import { overdueGroups } from './overdue-groups';

export interface UseOverdueOptions {
  /** Whose due invoices: fixed for the hook's life (key the component by it). */
  target: OverdueTarget;
  ports: Pick<Ports, 'billing' | 'wallet' | 'realtime' | 'notifier'>;
  /** The payment settings, to tell card-provider currencies (not payable here) apart. */
  settings: Settings | undefined;
  /** The page of one invoice (/customer/invoice/{id}). */
  invoiceHref: (invoiceId: string) => string;
  /** Called once, when nothing is left to pay. */
  onAllPaid?: (() => void) | undefined;
}

export interface OverdueBinding {
  view: OverdueDialogView;
  groups: OverdueCurrencyGroup[];
  pay: (currencyId: string) => void;
  retry: () => void;
  /** Polling gave up (view.stale): look again. */
  refresh: () => void;
}

/**
 * One overdue-dialog actor, provided with the ports, and its view mapped for ui/billing. Shared
 * by the CUSTOMER_LIMITED dialog (OverdueDialogHost) and the past-due page.
 */
export function useOverdue({ target, ports, settings, invoiceHref, onAllPaid }: UseOverdueOptions): OverdueBinding {
  const machine = useMemo(
    () => overdueDialogMachine.provide(overdueDialogImplementations({ ...ports, notifier: billingNotifier(ports.notifier) })),
    [ports],
  );
  const actorRef = useActorRef(machine, { input: target, ...inspection() });
  const snapshot = useSelector(actorRef, (state) => state);
  const view = useMemo(() => overdueDialogView(snapshot), [snapshot]);
  const invoices = snapshot.context.overdue?.invoices;
  const cardIds = useMemo(() => cardCurrencyIds(settings), [settings]);
  const groups = useMemo(
    () => overdueGroups({ view, cardCurrencyIds: cardIds, invoices, invoiceHref }),
    [view, cardIds, invoices, invoiceHref],
  );

  // A toast per currency paid, and onAllPaid once per actor, however often the page renders.
  const latest = useRef(onAllPaid);
  useEffect(() => {
    latest.current = onAllPaid;
  }, [onAllPaid]);
  useEffect(() => {
    let called = false;
    let statuses = actorRef.getSnapshot().context.statuses;
    const check = (state: SnapshotFrom<typeof overdueDialogMachine>) => {
      const next = state.context.statuses;
      if (next !== statuses) {
        const paid = Object.keys(next).some((id) => next[id] === 'success' && statuses[id] !== 'success');
        statuses = next;
        if (paid) ports.notifier.notify({ tone: 'success', key: 'billing.overdue.paySuccess' });
      }
      if (state.status !== 'done' || called) return;
      called = true;
      latest.current?.();
    };
    check(actorRef.getSnapshot());
    const subscription = actorRef.subscribe(check);
    return () => subscription.unsubscribe();
  }, [actorRef, ports.notifier]);

  return useMemo(
    () => ({
      view,
      groups,
      pay: (currencyId: string) => actorRef.send({ type: 'user.pay', currencyId }),
      retry: () => actorRef.send({ type: 'user.retry' }),
      refresh: () => actorRef.send({ type: 'user.refresh' }),
    }),
    [view, groups, actorRef],
  );
}

/** A stable key of a target, to remount the binding when it changes. */
export const overdueTargetKey = (target: OverdueTarget) =>
  'subscriptionId' in target ? `subscription:${target.subscriptionId}` : `customer:${target.customerId}`;
