// Subscription detail and the portal actions: recover-info/recover, cancel with feedback,
// change plan (preview and apply), change payment method.
import { queryOptions } from '@tanstack/react-query';
import { Schema } from 'effect';
import { Paginated, Price, Subscription, type CancellationReason } from '@domain/model';
import { ChangePaymentResult, ChangePlanPreview, ChangePlanResult, RecoverInfo } from '@domain/model/subscription-actions';
import type { HttpClient } from '../http/client';
import { paymentKeys } from './keys';

const at = (id: string, action = '') => `/api/subscriptions/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const getSubscription = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: at(id), schema: Subscription, ...withSignal(signal) });

export type SubscriptionListParams = { customer_id?: string; status?: string; page?: number; pageSize?: number };

export const listSubscriptions = (http: HttpClient, params: SubscriptionListParams = {}, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: '/api/subscriptions', query: params, schema: Paginated(Subscription), ...withSignal(signal) });

export const getRecoverInfo = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: at(id, 'recover-info'), schema: RecoverInfo, ...withSignal(signal) });

export const recoverSubscription = (http: HttpClient, id: string) =>
  http.request({ method: 'PUT', path: at(id, 'recover'), schema: Subscription });

export interface CancelInput {
  feedback?: CancellationReason;
  comment?: string;
  /** 'now' ends it at once; default: at the period end (a trial always ends at once). */
  at?: 'now' | 'period_end';
}

export const cancelSubscription = (http: HttpClient, id: string, input: CancelInput) =>
  http.request({ method: 'PUT', path: at(id, 'cancel'), body: input, schema: Subscription });

export const previewPlanChange = (http: HttpClient, id: string, priceId: string, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: at(id, 'change-plan/preview'), query: { price_id: priceId }, schema: ChangePlanPreview, ...withSignal(signal) });

/** The plans of the subscription's product in its currency (the current one included). */
export const PlanOptions = Schema.Struct({ prices: Schema.Array(Price) });

export const listPlanOptions = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: at(id, 'change-plan/options'), schema: PlanOptions, ...withSignal(signal) }).then((answer) => answer.prices);

/** The quote a plan change is confirmed at: the preview's time and the amount the page showed. */
export interface PlanChangeQuote {
  priceId: string;
  /** The preview's `proration_date`. */
  prorationDate: number;
  /** The preview's `amount_due`: the server refuses (409 QUOTE_CHANGED) to charge anything else. */
  amountDue: string;
}

export const changePlan = (http: HttpClient, id: string, quote: PlanChangeQuote) =>
  http.request({
    method: 'PUT',
    path: at(id, 'change-plan'),
    body: { price_id: quote.priceId, proration_date: quote.prorationDate, amount_due: quote.amountDue },
    schema: ChangePlanResult,
  });

/** Drops a plan change still waiting for its payment (declined or abandoned): its invoice is voided. */
export const cancelPendingUpdate = (http: HttpClient, id: string) =>
  http.request({ method: 'DELETE', path: at(id, 'pending-update'), schema: Subscription });

export const changePaymentMethod = (http: HttpClient, id: string, currencyId: string) =>
  http.request({ method: 'PUT', path: at(id, 'change-payment'), body: { currency_id: currencyId }, schema: ChangePaymentResult });

export const subscriptionQuery = (http: HttpClient, id: string) =>
  queryOptions({ queryKey: paymentKeys.subscription(id), queryFn: ({ signal }) => getSubscription(http, id, signal) });

export const recoverInfoQuery = (http: HttpClient, id: string) =>
  queryOptions({ queryKey: paymentKeys.recoverInfo(id), queryFn: ({ signal }) => getRecoverInfo(http, id, signal), staleTime: 0 });

export const changePlanPreviewQuery = (http: HttpClient, id: string, priceId: string) =>
  queryOptions({ queryKey: paymentKeys.changePlanPreview(id, priceId), queryFn: ({ signal }) => previewPlanChange(http, id, priceId, signal), staleTime: 0 });
