// The donation widget's calls (CheckoutDonate, reference payment-react.md §3.8): the tip link of a
// target, created or updated from the widget's settings, and the target's supporters.
import { Schema } from 'effect';
import { PaymentLink } from '@domain/model';
import type { HttpClient } from '../http/client';

/** What the widget sends: the target (a post, an article…) and its tip settings, amounts in token units. */
export interface DonationTarget {
  target: string;
  title?: string;
  description?: string;
  reference?: string;
  beneficiaries?: readonly { address: string; share: string; name?: string; avatar?: string }[];
  amount?: { presets?: readonly string[]; preset?: string; minimum?: string; maximum?: string; custom?: boolean };
}

const Supporter = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  did: Schema.String,
  avatar: Schema.NullOr(Schema.String),
  /** Smallest unit of currency_id. */
  amount_total: Schema.String,
  currency_id: Schema.String,
  /** Unix seconds. */
  created_at: Schema.Number,
});


const Supporters = Schema.Struct({
  supporters: Schema.Array(Supporter),
  /** Smallest unit of currency_id. */
  total: Schema.String,
  currency_id: Schema.String,
  payment_link_id: Schema.NullOr(Schema.String),
});
export type Supporters = typeof Supporters.Type;

/** POST /api/donations?livemode=: the target's tip link (the same link for the same target). */
export const startDonation = (http: HttpClient, livemode: boolean, body: DonationTarget, signal?: AbortSignal) =>
  http.request({ method: 'POST', path: '/api/donations', query: { livemode }, body, schema: PaymentLink, ...(signal ? { signal } : {}) });

/** GET /api/donations?target=&livemode=: who tipped the target, newest first. */
export const listSupporters = (http: HttpClient, target: string, livemode: boolean, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: '/api/donations', query: { target, livemode }, schema: Supporters, ...(signal ? { signal } : {}) });
