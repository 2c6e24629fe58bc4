// The customer's billing history for the portal charts: GET /api/billing-history (designed; see
// docs/sandbox-api.md, "Portal charts"). Credit movements are signed smallest units.
import { queryOptions } from '@tanstack/react-query';
import { Schema } from 'effect';
import { PaymentCurrency, UnitAmount } from '@domain/model';
import type { HttpClient } from '../http/client';
import { paymentKeys } from './keys';

export const BillingHistory = Schema.Struct({
  currencies: Schema.Array(PaymentCurrency),
  credit: Schema.Array(Schema.Struct({ currency_id: Schema.String, at: Schema.Number, delta: UnitAmount })),
  spend: Schema.Array(Schema.Struct({ currency_id: Schema.String, at: Schema.Number, amount: UnitAmount })),
});
export type BillingHistory = typeof BillingHistory.Type;

export const getBillingHistory = (http: HttpClient, customerId?: string, signal?: AbortSignal) =>
  http.request({
    method: 'GET',
    path: '/api/billing-history',
    query: customerId ? { customer_id: customerId } : {},
    schema: BillingHistory,
    ...(signal ? { signal } : {}),
  });

/**
 * Under the invoices key: a payment (invoice.paid refreshes the invoices) refreshes the charts.
 * Credit changes refresh the credit-grants key, which the summary sits under; the history is read
 * again with the page.
 */
export const billingHistoryQuery = (http: HttpClient, customerId?: string) =>
  queryOptions({
    queryKey: [...paymentKeys.invoices(), 'billing-history', customerId ?? 'me'] as const,
    queryFn: ({ signal }) => getBillingHistory(http, customerId, signal),
  });
