import { Alert, Button, Container } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, use, useCallback, useEffect, useMemo } from 'react';
import { paymentKeys } from '@adapters/api/keys';
import { settingsQuery } from '@adapters/api/settings';
import type { CoreAdapters } from '@adapters/compose';
import { createSubscriptionActionsApi } from '@adapters/ports/subscription-actions';
import type { SessionUser, Subscription } from '@domain/model';
import type { Ports } from '@machines/ports';
import type { LifecycleAction } from '@domain/subscription';
import { subscriptionLifecycleImplementations } from '@machines/subscription-lifecycle/subscription-lifecycle.actors';
import { subscriptionLifecycleMachine } from '@machines/subscription-lifecycle/subscription-lifecycle.machine';
import { subscriptionLifecycleView } from '@machines/subscription-lifecycle/subscription-lifecycle.view';
import { stakeText } from '@ui/billing/money-text';
import { useMessageText } from '@ui/common/useMessageText';
import { ensureArea, useI18n, useT } from '@ui/i18n';
import type { PaymentChoice } from '@ui/portal/ChangePaymentDialog';
import { formatDate } from '@domain/display';
import { ForeignRecordView, isForbidden } from '../-app/ForeignRecord';
import { isNotFound, SubscriptionNotFound } from './SubscriptionNotFound';
import { inspection } from '../-inspector/machine-inspection';
import { withFirstRead, type FirstRead } from './first-read';
import { paymentChoices, planChoices, planPriceText, previewTexts, quoteMinutes } from './plan-choices';
import { FirstReadBody, SubscriptionBody } from './SubscriptionBody';
import { cardResultEvent, useCardSetup, type CardSetupResult } from './useCardSetup';

// What only an action needs loads on use: the lifecycle dialogs, and the overdue dialog with the
// billing texts only it shows. This module itself loads beside the first read, so these imports
// are not in the page's first chunk either.
const CancelSubscriptionDialog = lazy(() => import('@ui/portal/CancelSubscriptionDialog').then((m) => ({ default: m.CancelSubscriptionDialog })));
const ResumeSubscriptionDialog = lazy(() => import('@ui/portal/ResumeSubscriptionDialog').then((m) => ({ default: m.ResumeSubscriptionDialog })));
const ChangePlanDialog = lazy(() => import('@ui/portal/ChangePlanDialog').then((m) => ({ default: m.ChangePlanDialog })));
const ChangePaymentDialog = lazy(() => import('@ui/portal/ChangePaymentDialog').then((m) => ({ default: m.ChangePaymentDialog })));
const OverdueDialogHost = lazy(() =>
  Promise.all([import('../-overdue/OverdueDialogHost'), ensureArea('billing')]).then(([m]) => ({ default: m.OverdueDialogHost })),
);

export interface SubscriptionLifecycleProps {
  id: string;
  adapters: CoreAdapters;
  /** The machines' ports, loading beside the first read: this part waits for them (the page's first paint shows meanwhile). */
  ports: Promise<Ports>;
  /** The page's first read of the subscription: the machine's first load takes its answer. */
  firstRead: FirstRead;
  /** The first read's answer once it came, shown while the machine takes it. */
  firstAnswer: Subscription | null;
  /** An action pressed on the first paint, before the machine ran: sent once it has settled. */
  pendingAction: LifecycleAction | null;
  onPendingAction: (action: LifecycleAction | null) => void;
  /** Where "pay due invoices" links: the past-due page with this page as referer. */
  pastDueHref: string;
  /** The signed-in customer (named when the subscription is another account's). */
  user: SessionUser;
}

/** /customer/subscription/{id} once its code is in: the lifecycle machine bound to the page and its dialogs. */
export function SubscriptionLifecycle({ id, adapters, ports: portsLoad, firstRead, firstAnswer, pendingAction, onPendingAction, pastDueHref, user }: SubscriptionLifecycleProps) {
  const ports = use(portsLoad);
  const queryClient = useQueryClient();
  const t = useT();
  const text = useMessageText();
  const { locale } = useI18n();
  const machine = useMemo(
    () =>
      subscriptionLifecycleMachine.provide(
        subscriptionLifecycleImplementations({
          ...ports,
          subscriptions: withFirstRead(createSubscriptionActionsApi(adapters.http), firstRead),
          onInvoicesChanged: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.invoices().slice(0, 2) }),
        }),
      ),
    [ports, adapters.http, firstRead, queryClient],
  );
  const actor = useActorRef(machine, { input: { subscriptionId: id }, ...inspection() });
  const view = useSelector(
    actor,
    subscriptionLifecycleView,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  // The load failed because the subscription is another account's (HTTP 403): no retry fixes that.
  const forbidden = useSelector(actor, (snapshot) => snapshot.matches('failed') && isForbidden(snapshot.context.error));
  // No such subscription (HTTP 404): a not-found page with the way back, not "Retry".
  const notFound = useSelector(actor, (snapshot) => snapshot.matches('failed') && isNotFound(snapshot.context.error));
  const settings = useQuery(settingsQuery(adapters.http, adapters.livemode(), adapters.session));

  useEffect(() => {
    if (view.status !== 'ready' || !pendingAction) return;
    onPendingAction(null);
    if (view.actions.includes(pendingAction)) actor.send({ type: `user.${pendingAction}` });
  }, [view.status, view.actions, pendingAction, onPendingAction, actor]);

  const onCardResult = useCallback((result: CardSetupResult) => actor.send(cardResultEvent(result)), [actor]);
  const dialog = view.dialog;
  const cardSetup = useCardSetup({
    card: ports.card,
    clientSecret: dialog.kind === 'payment' ? dialog.clientSecret : null,
    intentType:
      dialog.kind === 'payment' && dialog.intentType === 'payment_intent' ? 'payment_intent' : 'setup_intent',
    locale,
    onResult: onCardResult,
  });

  const now = Math.floor(ports.clock.now() / 1000);
  if (view.status === 'loading') {
    // The machine is taking the first read's answer: keep showing what the first paint showed.
    return <FirstReadBody id={id} answer={firstAnswer} now={now} pastDueHref={pastDueHref} onAction={onPendingAction} />;
  }
  if (forbidden) return <ForeignRecordView record="subscription" user={user} />;
  if (notFound) return <SubscriptionNotFound />;
  const subscription = view.subscription;
  if (view.status === 'failed' || !subscription || !view.phase) {
    return (
      <Container size="md" py="lg">
        <Alert color="red" title={t('portal.subscription.title')} role="alert">
          {view.error}
          <Button mt="sm" variant="light" onClick={() => actor.send({ type: 'user.retry' })}>
            {t('common.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  const date = (value: number | null | undefined) => formatDate(value, 'YYYY-MM-DD', locale);
  const close = () => actor.send({ type: 'user.close' });
  const currentPrice = subscription.items?.[0]?.price;
  return (
    <SubscriptionBody
      id={id}
      view={{ subscription, phase: view.phase, actions: view.actions, busy: view.busy }}
      now={now}
      pastDueHref={pastDueHref}
      onAction={(action) => actor.send({ type: `user.${action}` })}
    >
      <Suspense fallback={null}>
        {dialog.kind === 'cancel' ? (
          <CancelSubscriptionDialog
            immediate={subscription.status === 'trialing'}
            endsOn={date(subscription.current_period_end)}
            busy={view.busy}
            error={view.error}
            onSubmit={(feedback, comment) => actor.send({ type: 'user.submitCancel', feedback, comment })}
            onClose={close}
          />
        ) : null}
        {dialog.kind === 'resume' ? (
          <ResumeSubscriptionDialog
            step={dialog.step}
            renewsOn={date(subscription.current_period_end)}
            stakeAmount={stakeText(subscription)}
            error={view.error}
            onConfirm={() => actor.send({ type: 'user.confirm' })}
            onClose={close}
          />
        ) : null}
        {dialog.kind === 'plan' ? (
          <ChangePlanDialog
            step={dialog.step}
            currentPlan={currentPrice ? planPriceText(currentPrice, subscription, text) : '-'}
            plans={planChoices(dialog.plans, subscription, text)}
            selectedId={dialog.selectedPriceId}
            preview={dialog.preview ? previewTexts(dialog.preview, subscription, t, text, locale) : null}
            notice={dialog.notice}
            quoteMinutes={dialog.preview ? quoteMinutes(dialog.preview) : 5}
            error={view.error}
            onChoose={(priceId) => actor.send({ type: 'user.choosePlan', priceId })}
            onConfirm={() => actor.send({ type: 'user.confirm' })}
            onClose={close}
          />
        ) : null}
        {dialog.kind === 'payment' ? (
          <ChangePaymentDialog
            step={dialog.step}
            current={`${subscription.paymentMethod?.name ?? '-'} (${subscription.paymentCurrency?.symbol ?? ''})`}
            choices={paymentChoices(settings.data, subscription, t)}
            error={view.error}
            onCardContainer={cardSetup.setContainer}
            cardBusy={cardSetup.busy}
            onChoose={(choice: PaymentChoice) =>
              actor.send({ type: 'user.choosePayment', currencyId: choice.currencyId, card: choice.card })
            }
            onConfirmCard={() => void cardSetup.confirm()}
            onClose={close}
          />
        ) : null}
        {dialog.kind === 'overdue' ? (
          <OverdueDialogHost
            target={{ subscriptionId: id }}
            opened
            onClose={() => actor.send({ type: 'overdue.closed' })}
            ports={ports}
            settings={settings.data}
          />
        ) : null}
      </Suspense>
    </SubscriptionBody>
  );
}
