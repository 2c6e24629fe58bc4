import type { HttpClient } from '@adapters/http/client';
import {
  cancelPendingUpdate,
  cancelSubscription,
  changePaymentMethod,
  changePlan,
  getRecoverInfo,
  getSubscription,
  listPlanOptions,
  previewPlanChange,
  recoverSubscription,
} from '@adapters/api/subscriptions';
import type { SubscriptionActionsApi } from '@machines/subscription-lifecycle/subscription-lifecycle.actors';

/** The lifecycle machine's subscription port over the HTTP adapter. */
export const subscriptionActionsApi = (http: HttpClient): SubscriptionActionsApi => ({
  get: (id, signal) => getSubscription(http, id, signal),
  cancel: (id, input) => cancelSubscription(http, id, input),
  recoverInfo: (id, signal) => getRecoverInfo(http, id, signal),
  recover: (id) => recoverSubscription(http, id),
  planOptions: (id, signal) => listPlanOptions(http, id, signal),
  previewPlan: (id, priceId, signal) => previewPlanChange(http, id, priceId, signal),
  changePlan: (id, quote) => changePlan(http, id, { ...quote }),
  cancelPendingUpdate: (id) => cancelPendingUpdate(http, id),
  changePayment: (id, currencyId) => changePaymentMethod(http, id, currencyId),
});
