// Small builders the scenario files share, so that each scenario reads as the situation it sets up.
import type { CheckoutSession, LineItem, Price } from '@domain/model';
import { CURRENCY } from '../catalog/currencies';
import type { SandboxData, SessionInternals, SessionRecord } from '../model';
import { withTotals } from '../engine/totals';

const DAY = 24 * 3600;

export function item(data: SandboxData, sessionId: string, priceId: string, index: number, extra: Partial<LineItem> = {}): LineItem {
  const price: Price | undefined = data.prices[priceId];
  if (!price) throw new Error(`Scenario uses unknown price ${priceId}`);
  return { id: `li_${sessionId.slice(3)}_${index}`, price_id: priceId, price, quantity: 1, ...extra };
}

export interface SessionSpec {
  id: string;
  mode?: CheckoutSession['mode'];
  prices?: (string | [string, Partial<LineItem>])[];
  currency?: string;
  extra?: Partial<CheckoutSession>;
  internals?: SessionInternals;
}

/** Adds an open checkout session that expires a day after the seed. */
export function addSession(data: SandboxData, now: number, spec: SessionSpec): SessionRecord {
  const line_items = (spec.prices ?? []).map((entry, index) =>
    typeof entry === 'string' ? item(data, spec.id, entry, index) : item(data, spec.id, entry[0], index, entry[1]),
  );
  const session: SessionRecord = withTotals(
    {
      id: spec.id,
      object: 'checkout_session',
      mode: spec.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      line_items,
      currency_id: spec.currency ?? CURRENCY.abt,
      livemode: true,
      expires_at: now + DAY,
      billing_address_collection: 'auto',
      phone_number_collection: { enabled: false },
      success_url: null,
      created_at: now,
      ...spec.extra,
      ...(spec.internals ? { _sandbox: spec.internals } : {}),
    },
    now,
  );
  data.sessions = { ...data.sessions, [spec.id]: session };
  return session;
}

export const checkoutPath = (id: string) => `/checkout/pay/${id}`;
export { DAY };
