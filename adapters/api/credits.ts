// The customer's credit balance per currency: GET /api/credit-grants/summary (designed; see
// docs/sandbox-api.md, "Portal detail pages").
import { queryOptions } from '@tanstack/react-query';
import { Schema } from 'effect';
import { PaymentCurrency, UnitAmount } from '@domain/model';
import type { HttpClient } from '../http/client';
import { paymentKeys } from './keys';

export const CreditBalanceEntry = Schema.Struct({
  currency_id: Schema.String,
  paymentCurrency: Schema.NullOr(PaymentCurrency),
  available: UnitAmount,
  pending: UnitAmount,
  grant_count: Schema.Number,
});
export type CreditBalanceEntry = typeof CreditBalanceEntry.Type;

export const CreditSummary = Schema.Struct({ list: Schema.Array(CreditBalanceEntry) });

export const getCreditSummary = (http: HttpClient, customerId?: string, signal?: AbortSignal) =>
  http.request({
    method: 'GET',
    path: '/api/credit-grants/summary',
    query: customerId ? { customer_id: customerId } : {},
    schema: CreditSummary,
    ...(signal ? { signal } : {}),
  });

/** Under the credit-grants key: whatever refreshes the grants refreshes the balance. */
export const creditSummaryQuery = (http: HttpClient, customerId?: string) =>
  queryOptions({ queryKey: [...paymentKeys.creditGrants(), 'summary', customerId ?? 'me'] as const, queryFn: ({ signal }) => getCreditSummary(http, customerId, signal) });
