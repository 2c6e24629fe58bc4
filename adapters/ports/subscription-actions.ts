// The subscription lifecycle machine's port (SubscriptionActionsApi in machines/ports.ts) over the
// subscription endpoints of adapters/api/subscriptions.ts.
import type { SubscriptionActionsApi } from '@machines/ports';
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
} from '../api/subscriptions';
import type { HttpClient } from '../http/client';

export const createSubscriptionActionsApi = (http: HttpClient): SubscriptionActionsApi => ({
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
