// The subscription list query (the portal home's). The subscriptions module — and with it the
// domain's schemas and Effect Schema, ~28 kB gz — loads with the request, as the subscription page's
// first read does, so the page paints without it (budgets).
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../http/client';
import { paymentKeys } from './keys';
import type { SubscriptionListParams } from './subscriptions';

export const subscriptionsQuery = (http: HttpClient, params: SubscriptionListParams = {}) =>
  queryOptions({
    queryKey: paymentKeys.subscriptions(params),
    queryFn: async ({ signal }) => (await import('./subscriptions')).listSubscriptions(http, params, signal),
  });
