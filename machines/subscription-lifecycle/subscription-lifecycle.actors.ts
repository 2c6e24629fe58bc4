import { fromCallback, type EventObject } from 'xstate';
import type { CancellationReason, Price, Subscription } from '@domain/model';
import type { ChangePaymentResult, ChangePlanPreview, ChangePlanResult, RecoverInfo } from '@domain/model/subscription-actions';
import { fromCancellablePromise } from '@machines/cancellable-promise';
import type { Notice, Notifier, RealtimePort, SubscriptionActionsApi, WalletOutcome, WalletPort, WalletRequest } from '@machines/ports';
import type { PlanChangeRequest } from './subscription-lifecycle.setup';

/**
 * The lifecycle's implementations over the ports, for the composition root:
 * `subscriptionLifecycleMachine.provide(subscriptionLifecycleImplementations(ports))`.
 */
export function subscriptionLifecycleImplementations(ports: {
  subscriptions: SubscriptionActionsApi;
  wallet: WalletPort;
  realtime: RealtimePort;
  notifier: Notifier;
  /** The subscription's invoices changed: the page reads its invoice list again. */
  onInvoicesChanged?: () => void;
}) {
  const api = ports.subscriptions;
  return {
    actors: {
      loadSubscription: fromCancellablePromise<Subscription, { id: string }>(({ input, signal }) => api.get(input.id, signal)),
      cancelSubscription: fromCancellablePromise<Subscription, { id: string; feedback: CancellationReason; comment: string }>(({ input }) =>
        api.cancel(input.id, { feedback: input.feedback, comment: input.comment }),
      ),
      loadRecoverInfo: fromCancellablePromise<RecoverInfo, { id: string }>(({ input, signal }) => api.recoverInfo(input.id, signal)),
      recoverSubscription: fromCancellablePromise<Subscription, { id: string }>(({ input }) => api.recover(input.id)),
      loadPlans: fromCancellablePromise<readonly Price[], { id: string }>(({ input, signal }) => api.planOptions(input.id, signal)),
      previewPlan: fromCancellablePromise<ChangePlanPreview, { id: string; priceId: string }>(({ input, signal }) => api.previewPlan(input.id, input.priceId, signal)),
      changePlan: fromCancellablePromise<ChangePlanResult, PlanChangeRequest>(({ input }) =>
        api.changePlan(input.id, { priceId: input.priceId, prorationDate: input.prorationDate, amountDue: input.amountDue }),
      ),
      cancelPendingUpdate: fromCancellablePromise<Subscription, { id: string }>(({ input }) => api.cancelPendingUpdate(input.id)),
      changePayment: fromCancellablePromise<ChangePaymentResult, { id: string; currencyId: string }>(({ input }) => api.changePayment(input.id, input.currencyId)),
      connectWallet: fromCancellablePromise<WalletOutcome, WalletRequest>(({ input, signal }) => ports.wallet.connect(input, signal)),
      // A payment made anywhere (another tab, the overdue dialog) refreshes the page.
      watchSubscription: fromCallback<EventObject, { id: string }>(({ sendBack, input }) =>
        ports.realtime.subscribe((event) => {
          if (event.type === 'invoice.paid' && event.data.subscription_id === input.id) sendBack({ type: 'sync.changed' });
        }),
      ),
    },
    actions: {
      notify: (_: unknown, notice: Notice) => ports.notifier.notify(notice),
      invoicesChanged: () => ports.onInvoicesChanged?.(),
    },
  };
}
