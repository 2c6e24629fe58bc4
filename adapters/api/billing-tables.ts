// Reads behind the billing tables (docs/tables.md): the list calls of docs/spec/shell-store-and-tables.md §7 with
// every query parameter, refunds, and the infinite invoice list (grouped list with Load more).
// The single-page calls live in billing.ts; this file adds what only the tables need.
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';

import { Paginated, Refund } from '@domain/model';
import type { HttpClient, QueryValue } from '../http/client';
import {
  listCreditGrants,
  listCreditTransactions,
  listInvoices,
  listPaymentIntents,
  type CreditGrantParams,
  type CreditTransactionParams,
  type InvoiceListParams,
} from './billing';
import { paymentKeys } from './keys';

/** GET /api/payment-intents: paging, customer, status, plus currency, search and a time window. */
export interface PaymentListParams {
  page?: number;
  pageSize?: number;
  customer_id?: string;
  status?: string;
  currency_id?: string;
  /** Free text: id or description contains it. */
  q?: string;
  /** Unix seconds, inclusive. */
  start?: number;
  end?: number;
}

/** GET /api/refunds: paging, customer, type (refund | stake_return), status, currency, search, time window. */
export interface RefundListParams {
  page?: number;
  pageSize?: number;
  customer_id?: string;
  /** The refunds of one invoice (the invoice page). */
  invoice_id?: string;
  type?: string;
  status?: string;
  currency_id?: string;
  q?: string;
  /** Unix seconds, inclusive. */
  start?: number;
  end?: number;
}

export const tableKeys = {
  refunds: (params: object = {}) => ['payment-kit', 'refunds', params] as const,
  invoiceList: (params: object = {}) => ['payment-kit', 'invoices', 'infinite', params] as const,
};

/** Params as a composition builds them: any field may be undefined (not chosen). */
export type Loose<T> = { [K in keyof T]?: T[K] | undefined };

/** Drops undefined and empty values so the URL carries only what was chosen (contract tests read it). */
export function compactParams<T extends object>(params: Loose<T>): T {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as T;
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const asQuery = (params: object) => compactParams(params) as Readonly<Record<string, QueryValue>>;

export const listRefunds = (http: HttpClient, params: RefundListParams = {}, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: '/api/refunds', query: asQuery(params), schema: Paginated(Refund), ...withSignal(signal) });

export const RefundPage = Paginated(Refund);
export type RefundPage = typeof RefundPage.Type;

// Paged tables keep the previous page on screen while the next one loads (no jump to a skeleton
// on every page turn); the first load still shows the skeleton.
export const invoiceTableQuery = (http: HttpClient, params: Loose<InvoiceListParams>) => {
  const clean = compactParams<InvoiceListParams>(params);
  return queryOptions({ queryKey: paymentKeys.invoices(clean), queryFn: ({ signal }) => listInvoices(http, clean, signal), placeholderData: keepPreviousData });
};

export const paymentTableQuery = (http: HttpClient, params: Loose<PaymentListParams>) => {
  const clean = compactParams<PaymentListParams>(params);
  return queryOptions({
    queryKey: paymentKeys.paymentIntents(clean),
    queryFn: ({ signal }) => listPaymentIntents(http, clean, signal),
    placeholderData: keepPreviousData,
  });
};

export const refundTableQuery = (http: HttpClient, params: Loose<RefundListParams>) => {
  const clean = compactParams<RefundListParams>(params);
  return queryOptions({ queryKey: tableKeys.refunds(clean), queryFn: ({ signal }) => listRefunds(http, clean, signal), placeholderData: keepPreviousData });
};

export const creditGrantTableQuery = (http: HttpClient, params: Loose<CreditGrantParams>) => {
  const clean = compactParams<CreditGrantParams>(params);
  return queryOptions({ queryKey: paymentKeys.creditGrants(clean), queryFn: ({ signal }) => listCreditGrants(http, clean, signal), placeholderData: keepPreviousData });
};

export const creditTransactionTableQuery = (http: HttpClient, params: Loose<CreditTransactionParams>) => {
  const clean = compactParams<CreditTransactionParams>(params);
  return queryOptions({
    queryKey: paymentKeys.creditTransactions(clean),
    queryFn: ({ signal }) => listCreditTransactions(http, clean, signal),
    placeholderData: keepPreviousData,
  });
};

/** The grouped invoice list: pages of `pageSize`, the next page while fewer than `count` are loaded. */
export const invoiceListInfiniteQuery = (http: HttpClient, params: Loose<Omit<InvoiceListParams, 'page'>>) => {
  const clean = compactParams<Omit<InvoiceListParams, 'page'>>(params);
  return infiniteQueryOptions({
    queryKey: tableKeys.invoiceList(clean),
    queryFn: ({ pageParam, signal }) => listInvoices(http, { ...clean, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.list.length, 0) < last.count ? pages.length + 1 : undefined),
  });
};

/** The grouped payment history: pages of `pageSize`, the next page while fewer than `count` are loaded. */
export const paymentListInfiniteQuery = (http: HttpClient, params: Loose<Omit<PaymentListParams, 'page'>>) => {
  const clean = compactParams<Omit<PaymentListParams, 'page'>>(params);
  return infiniteQueryOptions({
    // Under the payment-intents key, so the invoice.paid refresh (which invalidates that prefix) reaches it.
    queryKey: [...paymentKeys.paymentIntents().slice(0, 2), 'infinite', clean] as const,
    queryFn: ({ pageParam, signal }) => listPaymentIntents(http, { ...clean, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.list.length, 0) < last.count ? pages.length + 1 : undefined),
  });
};

/** What every invoice list sends unless told otherwise (docs/reference/payment-react.md §4.1: open, paid, uncollectible; zero invoices hidden). */
export const INVOICE_LIST_DEFAULTS = { ignore_zero: true } as const satisfies InvoiceListParams;

