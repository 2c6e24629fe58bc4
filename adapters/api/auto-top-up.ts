// Auto top-up configuration (docs/reference/payment-react.md §3.12): read per customer DID and currency, submit, retrieve.
import { queryOptions } from '@tanstack/react-query';
import { AutoTopUpConfig } from '@domain/model';
import { AutoTopUpSubmitResult } from '@domain/model/subscription-actions';
import type { HttpClient } from '../http/client';
import { paymentKeys } from './keys';

export const getAutoTopUp = (http: HttpClient, did: string, currencyId: string, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: `/api/auto-recharge-configs/customer/${encodeURIComponent(did)}`, query: { currency_id: currencyId }, schema: AutoTopUpConfig, ...(signal ? { signal } : {}) });

export const retrieveAutoTopUp = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: `/api/auto-recharge-configs/retrieve/${encodeURIComponent(id)}`, schema: AutoTopUpConfig, ...(signal ? { signal } : {}) });

export interface AutoTopUpInput {
  currency_id: string;
  enabled: boolean;
  /** Token units, as typed. */
  threshold: string;
  price_id: string;
  quantity: number;
  payment_method_id?: string;
  recharge_currency_id?: string;
  daily_limits?: { max_amount?: string; max_attempts?: number };
}

/** balanceResult.sufficient false: authorize the payer (card setup or wallet auto-recharge-auth). */
export const submitAutoTopUp = (http: HttpClient, input: AutoTopUpInput) =>
  http.request({ method: 'POST', path: '/api/auto-recharge-configs/submit', body: input, schema: AutoTopUpSubmitResult });

export const autoTopUpQuery = (http: HttpClient, did: string, currencyId: string) =>
  queryOptions({ queryKey: paymentKeys.autoTopUp(did, currencyId), queryFn: ({ signal }) => getAutoTopUp(http, did, currencyId, signal) });
