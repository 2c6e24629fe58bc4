// Overdue invoices, invoices, payment intents and credits (docs/spec/checkout-and-billing.md §7, docs/spec/shell-store-and-tables.md §7),
// and the BillingApi port over them.
import { queryOptions } from '@tanstack/react-query';
import { Schema } from 'effect';
import { CreditGrant, CreditTransaction, Invoice, InvoiceLine, OverdueResponse, Paginated, PaymentIntent, Subscription } from '@domain/model';
import type { BillingApi, OverdueTarget } from '@machines/ports';
import type { HttpClient, QueryValue } from '../http/client';
import { ApiError } from '../http/api-error';
import { getCustomerMe } from './customers';
import { paymentKeys } from './keys';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function getOverdueInvoices(http: HttpClient, target: OverdueTarget, signal?: AbortSignal): Promise<OverdueResponse> {
  const subscriptionId = 'subscriptionId' in target ? target.subscriptionId : '';
  const customerId = 'customerId' in target ? target.customerId : '';
  if (!subscriptionId && !customerId) {
    // docs/spec/checkout-and-billing.md §8: the real component refuses before calling.
    return Promise.reject(new ApiError('http', 'Either subscriptionId or customerId must be provided', { method: 'GET', url: '/overdue/invoices' }));
  }
  const path = subscriptionId
    ? `/api/subscriptions/${encodeURIComponent(subscriptionId)}/overdue/invoices`
    : `/api/customers/${encodeURIComponent(customerId)}/overdue/invoices`;
  return http.request({ method: 'GET', path, schema: OverdueResponse, ...withSignal(signal) });
}

export interface InvoiceListParams {
  page?: number;
  pageSize?: number;
  /** One status or a comma list (open,paid). */
  status?: string;
  customer_id?: string;
  currency_id?: string;
  subscription_id?: string;
  include_staking?: boolean;
  include_return_staking?: boolean;
  include_recovered_from?: boolean;
  ignore_zero?: boolean;
  /** Table filters beyond §7 (sent only when chosen): free text (number, id, description). */
  q?: string;
  /** Unix seconds, inclusive: start 00:00:00 / end 23:59:59 of the chosen days. */
  start?: number;
  end?: number;
}

export const InvoicePage = Schema.Struct({ ...Paginated(Invoice).fields, subscription: Schema.optional(Schema.NullOr(Subscription)) });
export type InvoicePage = typeof InvoicePage.Type;

const query = (params: object) => params as Readonly<Record<string, QueryValue>>;

export const listInvoices = (http: HttpClient, params: InvoiceListParams = {}, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: '/api/invoices', query: query(params), schema: InvoicePage, ...withSignal(signal) });

// lines: what was billed (the invoice page and its printed form).
export const InvoiceDetail = Schema.Struct({ ...Invoice.fields, paymentIntent: Schema.optional(Schema.NullOr(PaymentIntent)), lines: Schema.optional(Schema.Array(InvoiceLine)) });
export type InvoiceDetail = typeof InvoiceDetail.Type;

export const getInvoice = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: `/api/invoices/${encodeURIComponent(id)}`, schema: InvoiceDetail, ...withSignal(signal) });

export const invoiceQuery = (http: HttpClient, id: string) =>
  queryOptions({ queryKey: paymentKeys.invoice(id), queryFn: ({ signal }) => getInvoice(http, id, signal) });

export interface PageParams {
  page?: number;
  pageSize?: number;
  customer_id?: string;
  status?: string;
}

export const listPaymentIntents = (http: HttpClient, params: PageParams = {}, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: '/api/payment-intents', query: query(params), schema: Paginated(PaymentIntent), ...withSignal(signal) });

export interface CreditGrantParams extends PageParams {
  subscription_id?: string;
  /** Table filters beyond §7 (sent only when chosen): free text (name, id) and created_at in seconds. */
  q?: string;
  start?: number;
  end?: number;
}

export const listCreditGrants = (http: HttpClient, params: CreditGrantParams = {}, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: '/api/credit-grants', query: query(params), schema: Paginated(CreditGrant), ...withSignal(signal) });

export const getCreditGrant = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: `/api/credit-grants/${encodeURIComponent(id)}`, schema: CreditGrant, ...withSignal(signal) });

export const creditGrantQuery = (http: HttpClient, id: string) =>
  queryOptions({ queryKey: paymentKeys.creditGrant(id), queryFn: ({ signal }) => getCreditGrant(http, id, signal) });

export interface CreditTransactionParams extends PageParams {
  subscription_id?: string;
  credit_grant_id?: string;
  source?: string;
  /** Unix seconds. */
  start?: number;
  end?: number;
  /** Table filter beyond §7 (sent only when chosen): description, grant name or id. */
  q?: string;
}

export const listCreditTransactions = (http: HttpClient, params: CreditTransactionParams = {}, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: '/api/credit-transactions', query: query(params), schema: Paginated(CreditTransaction), ...withSignal(signal) });

export function createBillingApi(http: HttpClient): BillingApi {
  return {
    overdueInvoices: (target, signal) => getOverdueInvoices(http, target, signal),
    customerMe: (signal) => getCustomerMe(http, signal),
  };
}
