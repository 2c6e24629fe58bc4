// The checkout-session endpoints (docs/spec/checkout-and-billing.md §7) as typed functions, and the CheckoutApi port over them.
import { queryOptions } from '@tanstack/react-query';
import { Schema } from 'effect';
import {
  CheckoutSession,
  submitAnswerSchema,
  type CheckoutSubmitResponse,
  FastCheckoutConfirmResponse,
  PaymentLink,
  Price,
  RetrieveCheckoutResponse,
} from '@domain/model';
import type { PaymentKind } from '@domain/payment';
import type { CheckoutApi, CheckoutFormValues } from '@machines/ports';
import { ApiError } from '../http/api-error';
import type { HttpClient } from '../http/client';
import { retrieveCheckoutPath } from './checkout-boot';
import { paymentKeys } from './keys';

/** The retrieve/start answer; link sessions also carry their payment link (donation settings, after_completion). */
export const CheckoutView = Schema.Struct({
  ...RetrieveCheckoutResponse.fields,
  paymentLink: Schema.optional(Schema.NullOr(PaymentLink)),
});
export type CheckoutView = typeof CheckoutView.Type;

const CrossSellAnswer = Schema.Union([Price, Schema.Struct({ error: Schema.String })]);

const path = (id: string, action = '') => `/api/checkout-sessions/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * The session is the page: without it nothing can show, so a hanging retrieve or start ends in
 * Oops with Retry after this bound instead of the client's 30 s default (every call
 * on the path to the form ends within a few seconds). Longer than the optional calls' 4 s, because
 * a slow but working back end should still open the checkout.
 */
export const SESSION_LOAD_TIMEOUT_MS = 8_000;

export const retrieveCheckout = (http: HttpClient, id: string, signal?: AbortSignal): Promise<CheckoutView> =>
  http.request({
    method: 'GET',
    path: retrieveCheckoutPath(id),
    schema: CheckoutView,
    maxTimeoutMs: SESSION_LOAD_TIMEOUT_MS,
    ...withSignal(signal),
  });

// The real client de-duplicates a start for 3 s (docs/reference/payment-react.md §3.1): a double render must not open two sessions.
// The shared start belongs to no single caller, so it does not take a caller's signal: under
// StrictMode the first mount's signal is aborted at once, and the second mount, handed the same
// start, would fail with "The request was cancelled.". Each caller stops waiting on its own abort.
const pendingStarts = new Map<string, Promise<CheckoutView>>();
export function startCheckoutFromLink(http: HttpClient, linkId: string, signal?: AbortSignal): Promise<CheckoutView> {
  let started = pendingStarts.get(linkId);
  if (!started) {
    const start = http.request({
      method: 'POST',
      path: `/api/checkout-sessions/start/${encodeURIComponent(linkId)}`,
      schema: CheckoutView,
      maxTimeoutMs: SESSION_LOAD_TIMEOUT_MS,
    });
    started = start;
    pendingStarts.set(linkId, start);
    setTimeout(() => pendingStarts.delete(linkId), 3_000);
    start.catch(() => pendingStarts.delete(linkId));
  }
  return signal ? untilAborted(started, signal, `/api/checkout-sessions/start/${linkId}`) : started;
}

/** The shared answer, or a cancelled error as soon as this caller's signal aborts. */
function untilAborted<A>(shared: Promise<A>, signal: AbortSignal, url: string): Promise<A> {
  const cancelled = () => new ApiError('aborted', 'The request was cancelled.', { method: 'POST', url });
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<A>((resolve, reject) => {
    const onAbort = () => reject(cancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The submit answer, decoded by what the chosen way of paying needs (a broken answer is a decode error, never "open the wallet"). */
export function submitCheckout(
  http: HttpClient,
  id: string,
  form: CheckoutFormValues,
  donation: boolean,
  kind: PaymentKind,
): Promise<CheckoutSubmitResponse> {
  const request = { method: 'PUT' as const, path: path(id, donation ? 'donate-submit' : 'submit'), body: form };
  return http.request<CheckoutSubmitResponse>({ ...request, schema: submitAnswerSchema(kind) });
}

export const confirmFastCheckout = (http: HttpClient, id: string) =>
  http.request({ method: 'POST', path: path(id, 'fast-checkout-confirm'), schema: FastCheckoutConfirmResponse });

/** The offered cross-sell price, or null (an error field means none). */
export async function getCrossSell(http: HttpClient, id: string, signal?: AbortSignal): Promise<Price | null> {
  const answer = await http.request({ method: 'GET', path: path(id, 'cross-sell'), query: { skipError: true }, schema: CrossSellAnswer, ...withSignal(signal) });
  return 'error' in answer ? null : answer;
}

const change = (http: HttpClient, method: 'PUT' | 'POST' | 'DELETE', id: string, action: string, body?: unknown) =>
  http.request({ method, path: path(id, action), schema: CheckoutSession, ...(body === undefined ? {} : { body }) });

export const checkoutQuery = (http: HttpClient, id: string) =>
  queryOptions({
    queryKey: paymentKeys.checkout(id),
    queryFn: ({ signal }) => (id.startsWith('plink_') ? startCheckoutFromLink(http, id, signal) : retrieveCheckout(http, id, signal)),
    staleTime: 0,
  });

export function createCheckoutApi(http: HttpClient): CheckoutApi {
  return {
    retrieve: (id, signal) => retrieveCheckout(http, id, signal),
    startFromLink: (linkId, signal) => startCheckoutFromLink(http, linkId, signal),
    submit: (id, form, { donation, kind }) => submitCheckout(http, id, form, donation, kind),
    fastCheckoutConfirm: (id) => confirmFastCheckout(http, id),
    crossSell: (id, signal) => getCrossSell(http, id, signal),
    upsell: (id, from, to) => change(http, 'PUT', id, 'upsell', { from, to }),
    downsell: (id, from) => change(http, 'PUT', id, 'downsell', { from }),
    addCrossSell: (id, to) => change(http, 'PUT', id, 'cross-sell', { to }),
    removeCrossSell: (id) => change(http, 'DELETE', id, 'cross-sell'),
    adjustQuantity: (id, itemId, quantity) => change(http, 'PUT', id, 'adjust-quantity', { itemId, quantity }),
    setAmount: (id, priceId, amount) => change(http, 'PUT', id, 'amount', { priceId, amount }),
    applyPromotion: (id, code, currencyId) => change(http, 'POST', id, 'apply-promotion', { promotion_code: code, currency_id: currencyId }),
    removePromotion: (id) => change(http, 'DELETE', id, 'remove-promotion'),
    recalculatePromotion: (id, currencyId) => change(http, 'POST', id, 'recalculate-promotion', { currency_id: currencyId }),
  };
}
