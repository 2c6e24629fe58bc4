// Checkout sessions: start from a payment link, read with expiry on the sandbox clock, and the
// line-item changes (upsell, downsell, cross-sell, quantity, custom amount), each recomputing totals.
import { Big, fromTokenToUnit, fromUnitToToken } from '@domain/money';
import type { LineItem } from '@domain/model';
import { getQuantityRange, validateQuantity } from '@domain/quantity';
import { currencyById } from '../catalog/currencies';
import { refuse, refuseRules, refuseInvalid } from './errors';
import type { SandboxData, SessionRecord } from '../model';
import type { SandboxStore } from '../state';
import { withTotals } from './totals';

const DAY = 24 * 3600;

export function startSessionFromLink(store: SandboxStore, linkId: string): SessionRecord {
  const link = store.read().links[linkId];
  if (!link || link.active === false) throw refuse(404, 'Payment link not found or inactive');
  const now = store.nowSeconds();
  const id = store.nextId('cs');
  const template = link._sandbox;
  const session: SessionRecord = withTotals(
    {
      id,
      object: 'checkout_session',
      mode: template.mode,
      status: 'open',
      payment_status: 'unpaid',
      line_items: template.line_items.map((item, index) => ({ ...item, id: `li_${id.slice(3)}_${index}` })),
      currency_id: template.currency_id,
      livemode: link.livemode !== false,
      expires_at: now + DAY,
      payment_link_id: link.id,
      submit_type: link.submit_type ?? null,
      created_at: now,
      ...template.extra,
      ...(template.internals ? { _sandbox: { ...template.internals } } : {}),
    },
    now,
  );
  store.update((d) => {
    d.sessions = { ...d.sessions, [id]: session };
  });
  return session;
}

/** Reads a session; an open session past expires_at becomes expired (on the sandbox clock). */
export function readSession(store: SandboxStore, id: string): SessionRecord {
  const session = store.read().sessions[id];
  if (!session) throw refuse(404, `Checkout session ${id} not found`);
  if (session.status === 'open' && session.expires_at <= store.nowSeconds()) {
    const expired: SessionRecord = { ...session, status: 'expired' };
    store.update((d) => {
      d.sessions = { ...d.sessions, [id]: expired };
    });
    return expired;
  }
  return session;
}

/** A session that can still be changed or paid. */
export function openSession(store: SandboxStore, id: string): SessionRecord {
  const session = readSession(store, id);
  if (session.status === 'expired') throw refuse(400, 'This checkout session has expired');
  if (session.status === 'complete') throw refuse(400, 'This checkout session is already completed');
  return session;
}

export function saveSession(store: SandboxStore, session: SessionRecord): SessionRecord {
  const next = withTotals(session, store.nowSeconds());
  store.update((d) => {
    d.sessions = { ...d.sessions, [session.id]: next };
  });
  return next;
}

const findItem = (session: SessionRecord, key: string) =>
  session.line_items.find((item) => item.id === key) ?? session.line_items.find((item) => item.price_id === key);

const replaceItem = (session: SessionRecord, item: LineItem, next: LineItem): SessionRecord => ({
  ...session,
  line_items: session.line_items.map((candidate) => (candidate === item ? next : candidate)),
});

export function upsell(store: SandboxStore, id: string, from: string, to: string): SessionRecord {
  const session = openSession(store, id);
  const item = findItem(session, from);
  if (!item) throw refuse(400, `No line item with price ${from}`);
  if (item.price.upsell?.upsells_to_id !== to) throw refuse(400, `Price ${from} does not upsell to ${to}`);
  const target = store.read().prices[to];
  if (!target) throw refuse(404, `Price ${to} not found`);
  return saveSession(store, replaceItem(session, item, { ...item, upsell_price_id: to, upsell_price: target }));
}

export function downsell(store: SandboxStore, id: string, from: string): SessionRecord {
  const session = openSession(store, id);
  const item = findItem(session, from);
  if (!item) throw refuse(400, `No line item with price ${from}`);
  const { upsell_price_id: _id, upsell_price: _price, ...rest } = item;
  return saveSession(store, replaceItem(session, item, rest));
}

/** The price offered as a cross-sell, while it is not in the cart yet. */
export function offeredCrossSell(data: SandboxData, session: SessionRecord) {
  const priceId = session._sandbox?.crossSellPriceId;
  if (!priceId || session.line_items.some((item) => item.price_id === priceId)) return undefined;
  return data.prices[priceId];
}

export function addCrossSell(store: SandboxStore, id: string, to: string): SessionRecord {
  const session = openSession(store, id);
  const offered = offeredCrossSell(store.read(), session);
  if (!offered || offered.id !== to) throw refuse(400, `Price ${to} is not offered as a cross-sell`);
  const item: LineItem = { id: `li_${id.slice(3)}_x`, price_id: offered.id, price: offered, quantity: 1, cross_sell: true };
  return saveSession(store, { ...session, line_items: [...session.line_items, item] });
}

export function removeCrossSell(store: SandboxStore, id: string): SessionRecord {
  const session = openSession(store, id);
  return saveSession(store, { ...session, line_items: session.line_items.filter((item) => !item.cross_sell) });
}

/** A line with its price (and upsell price) replaced by the current price records. */
const withLivePrices = (data: SandboxData, item: LineItem): LineItem => ({
  ...item,
  price: data.prices[item.price.id] ?? item.price,
  ...(item.upsell_price ? { upsell_price: data.prices[item.upsell_price.id] ?? item.upsell_price } : {}),
});

export function adjustQuantity(store: SandboxStore, id: string, itemId: string, quantity: unknown): SessionRecord {
  const session = openSession(store, id);
  const item = findItem(session, itemId);
  if (!item) throw refuse(400, `No line item ${itemId}`);
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) {
    throw refuseInvalid([{ path: 'quantity', message: '"quantity" must be an integer' }]);
  }
  if (!item.adjustable_quantity?.enabled && !item.cross_sell) throw refuse(400, 'The quantity of this item cannot be adjusted');
  // Like the real server, the inventory rules read the price as it is now, not as the session
  // copied it when it was created (a merchant may have set a purchase limit since).
  const stock = validateQuantity(withLivePrices(store.read(), item), quantity);
  if (!stock.ok) throw refuseRules([stock.message ?? 'Invalid quantity']);
  const range = getQuantityRange(item);
  if (quantity < range.min || quantity > range.max) {
    throw refuseRules([`Quantity must be between ${range.min} and ${Number.isFinite(range.max) ? range.max : '∞'}`]);
  }
  // The answer carries the price as it is now, so a purchase limit set since the session was
  // created reaches the page (its plus button stops there).
  return saveSession(store, replaceItem(session, item, { ...withLivePrices(store.read(), item), quantity }));
}

/** PUT …/amount {priceId, amount}: amount in smallest units, bounds of custom_unit_amount in tokens. */
export function setAmount(store: SandboxStore, id: string, priceId: unknown, amount: unknown): SessionRecord {
  const session = openSession(store, id);
  const item = typeof priceId === 'string' ? findItem(session, priceId) : undefined;
  if (!item) throw refuse(400, `No line item with price ${String(priceId)}`);
  const custom = item.price.custom_unit_amount;
  if (!custom) throw refuse(400, 'This price does not accept a custom amount');
  if (typeof amount !== 'string' || !/^\d+$/.test(amount)) {
    throw refuseInvalid([{ path: 'amount', message: '"amount" must be a string of digits (smallest unit)' }]);
  }
  const decimals = currencyById(session.currency_id)?.decimal ?? 18;
  const minimum = custom.minimum ? fromTokenToUnit(custom.minimum, decimals) : '0';
  const maximum = custom.maximum ? fromTokenToUnit(custom.maximum, decimals) : undefined;
  const value = new Big(amount);
  if (value.isLessThanOrEqualTo(0) || value.isLessThan(minimum) || (maximum !== undefined && value.isGreaterThan(maximum))) {
    const min = fromUnitToToken(minimum, decimals);
    const max = maximum === undefined ? '∞' : fromUnitToToken(maximum, decimals);
    throw refuseRules([`Please enter an amount between ${min} and ${max}.`]);
  }
  return saveSession(store, replaceItem(session, item, { ...item, custom_amount: amount }));
}
