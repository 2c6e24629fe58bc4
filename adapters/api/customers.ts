// GET /api/customers/me, GET /api/customers/{id} and POST /api/customers/sync-to-space.
import { queryOptions } from '@tanstack/react-query';
import { Schema } from 'effect';
import { Customer } from '@domain/model';
import type { HttpClient } from '../http/client';
import { isApiError } from '../http/api-error';
import { paymentKeys } from './keys';

/** The logged-in payer's profile, or null when nobody is logged in (401/403/404). */
export async function getCustomerMe(http: HttpClient, signal?: AbortSignal, timeoutMs?: number): Promise<Customer | null> {
  try {
    return await http.request({
      method: 'GET',
      path: '/api/customers/me',
      query: { skipSummary: 1, fallback: 1 },
      schema: Customer,
      ...(signal ? { signal } : {}),
      ...(timeoutMs ? { timeoutMs } : {}),
    });
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && [401, 403, 404].includes(error.details.status ?? 0)) return null;
    throw error;
  }
}

/** `timeoutMs`: where the profile is optional, waiting for it is bounded, so the page never hangs on it. */
export const customerMeQuery = (http: HttpClient, timeoutMs?: number) =>
  queryOptions({
    queryKey: paymentKeys.customerMe(),
    queryFn: ({ signal }) => getCustomerMe(http, signal, timeoutMs),
  });

/** One customer by id (owner and admin): the admin pages show its name beside the id. */
export const customerQuery = (http: HttpClient, id: string) =>
  queryOptions({
    queryKey: [...paymentKeys.customerMe().slice(0, 1), 'customer', id] as const,
    queryFn: ({ signal }) => http.request({ method: 'GET', path: `/api/customers/${encodeURIComponent(id)}`, schema: Customer, signal }),
  });

const SyncAnswer = Schema.Struct({ synced: Schema.optional(Schema.Boolean) });

/** docs/spec/checkout-and-billing.md §7: run when the user has a DID Space (endpoint and did); callers cache it for 1 hour. */
export const syncCustomerToSpace = (http: HttpClient) =>
  http.request({ method: 'POST', path: '/api/customers/sync-to-space', schema: SyncAnswer });
