// POST /api/meter-events: usage paid with credits (an app's call; the portal's QA and the
// sandbox scenarios use it to spend credits and watch auto top-up run).
import { Schema } from 'effect';
import { Price } from '@domain/model';
import type { HttpClient } from '../http/client';

export const MeterEventAnswer = Schema.Struct({
  customer_id: Schema.String,
  currency_id: Schema.String,
  /** Smallest units actually taken from the grants. */
  credits_used: Schema.String,
  /** Balance after the usage (and after an auto top-up it caused), smallest units. */
  balance: Schema.String,
  auto_top_up: Schema.NullOr(Schema.Struct({ invoice_id: Schema.String, config_id: Schema.NullOr(Schema.String) })),
});
export type MeterEventAnswer = typeof MeterEventAnswer.Type;

/** `value` in credit token units, as a string. */
export const reportUsage = (http: HttpClient, input: { eventName: string; value: string; customerId?: string; currencyId?: string }) =>
  http.request({
    method: 'POST',
    path: '/api/meter-events',
    body: { event_name: input.eventName, payload: { value: input.value, ...(input.customerId ? { customer_id: input.customerId } : {}), ...(input.currencyId ? { currency_id: input.currencyId } : {}) } },
    schema: MeterEventAnswer,
  });

/** GET /api/auto-recharge-configs/packages: the credit packages of a credit currency. */
export const listCreditPackages = (http: HttpClient, currencyId: string, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: '/api/auto-recharge-configs/packages', query: { currency_id: currencyId }, schema: Schema.Array(Price), ...(signal ? { signal } : {}) });
