// Pricing tables: GET /api/pricing-tables/{id} and the checkout a plan starts,
// POST /api/pricing-tables/{id}/checkout/{priceId}?currencyId= (docs/pricing-table.md).
import { queryOptions } from '@tanstack/react-query';
import { PricingTable, PricingTableCheckout } from '@domain/model/pricing-table';
import type { HttpClient } from '../http/client';
import { paymentKeys } from './keys';

const at = (id: string) => `/api/pricing-tables/${encodeURIComponent(id)}`;

export const pricingTableKey = (id: string) => [...paymentKeys.all, 'pricing-table', id] as const;

export const getPricingTable = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: at(id), schema: PricingTable, ...(signal ? { signal } : {}) });

export const pricingTableQuery = (http: HttpClient, id: string) =>
  queryOptions({ queryKey: pricingTableKey(id), queryFn: ({ signal }) => getPricingTable(http, id, signal) });

/** Creates the checkout session of one plan, in the chosen currency. */
export const startPricingTableCheckout = (http: HttpClient, tableId: string, priceId: string, currencyId: string) =>
  http.request({
    method: 'POST',
    path: `${at(tableId)}/checkout/${encodeURIComponent(priceId)}`,
    query: { currencyId },
    schema: PricingTableCheckout,
  });
