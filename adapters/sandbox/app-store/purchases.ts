// Who bought which app (designed here: the real store sells through an NFT factory and decides
// "purchased" by the purchase NFTs the user's DID holds, GET /api/blocklets/purchased?nftFactory&
// userDid, docs/reference/store-shell.md §1.4). Here a purchase is a checkout session of this Payment Kit made by
// the store for one app (its metadata names the app), completed and paid: the payer (the
// session's customer_did, set at submit) owns the app from the moment its invoice was paid. A
// declined, abandoned or expired session gives nothing, so nothing is stored besides the sessions.
import { fromTokenToUnit } from '@domain/money';
import { CURRENCY } from '../catalog/currencies';
import { PRICE } from '../catalog/prices';
import type { SandboxData, SessionRecord } from '../model';
import { addSession } from '../scenarios/build';
import type { SandboxStore } from '../state';
import { nextStoreId } from './access';
import type { StoreAppRecord } from './model';

/** The session metadata the store writes (read back by the checkout's success view). */
export const STORE_APP_DID = 'store_app_did';
export const STORE_APP_TITLE = 'store_app_title';
export const STORE_BUYER_DID = 'store_buyer_did';

export interface StorePurchase {
  sessionId: string;
  invoiceId: string | null;
  /** ISO time the payment completed (its invoice's creation). */
  purchasedAt: string;
}

const meta = (session: SessionRecord, key: string): string | null => {
  const value = session.metadata?.[key];
  return typeof value === 'string' ? value : null;
};

const isForApp = (session: SessionRecord, appDid: string) => meta(session, STORE_APP_DID) === appDid;

/** Who the app was bought for: the payer, else the signed-in user who asked for the session. */
const buyerOf = (session: SessionRecord): string | null => session.customer_did ?? meta(session, STORE_BUYER_DID);

/** The user's paid purchase of the app, or null. */
export function purchaseOf(data: SandboxData, appDid: string, userDid: string): StorePurchase | null {
  for (const session of Object.values(data.sessions)) {
    if (!isForApp(session, appDid) || session.status !== 'complete' || session.payment_status !== 'paid') continue;
    if (buyerOf(session) !== userDid) continue;
    const invoice = session.invoice_id ? data.invoices[session.invoice_id] : undefined;
    const at = invoice?.created_at ?? session.created_at ?? 0;
    const ms = typeof at === 'number' ? at * 1000 : Date.parse(at);
    return { sessionId: session.id, invoiceId: session.invoice_id ?? null, purchasedAt: new Date(Number.isNaN(ms) ? 0 : ms).toISOString() };
  }
  return null;
}

/**
 * The user's purchase session of the app that can still be paid (open, not expired), so that a
 * second Purchase press — another tab, or back from an abandoned checkout — continues it instead
 * of opening a second one that could be paid as well.
 */
export function openPurchaseSession(data: SandboxData, appDid: string, userDid: string, nowSeconds: number): SessionRecord | null {
  return (
    Object.values(data.sessions).find(
      (s) => isForApp(s, appDid) && s.status === 'open' && s.expires_at > nowSeconds && meta(s, STORE_BUYER_DID) === userDid,
    ) ?? null
  );
}

/** What a store purchase's invoice is for: the app's name (null for any other checkout). */
export const purchasedAppTitle = (session: SessionRecord): string | null =>
  meta(session, STORE_APP_DID) ? (meta(session, STORE_APP_TITLE) ?? meta(session, STORE_APP_DID)) : null;

/**
 * Opens the checkout session that sells a paid app to one person: a price of its own (the app's
 * price in ABT, named after the app) and a session whose metadata names the app and the buyer.
 * Answers the session id.
 */
export function startPurchase(store: SandboxStore, app: StoreAppRecord, buyerDid: string): string {
  const sessionId = nextStoreId(store, 'cs_store');
  const priceId = `price_store_${app.id}`;
  store.update((d) => {
    const template = d.prices[PRICE.ebook]!;
    const unit = fromTokenToUnit(app.price ?? '0', 18);
    const price = {
      ...template,
      id: priceId,
      currency_id: CURRENCY.abt,
      unit_amount: unit,
      currency_options: [{ currency_id: CURRENCY.abt, unit_amount: unit }],
      product_id: `prod_${app.id}`,
      product: { ...template.product!, id: `prod_${app.id}`, name: app.title, description: app.description, images: [] },
    };
    d.prices = { ...d.prices, [priceId]: price };
    addSession(d, store.nowSeconds(), {
      id: sessionId,
      prices: [priceId],
      currency: CURRENCY.abt,
      extra: {
        success_url: `/store/blocklets/${app.did}`,
        metadata: { [STORE_APP_DID]: app.did, [STORE_APP_TITLE]: app.title, [STORE_BUYER_DID]: buyerDid },
      },
    });
  });
  return sessionId;
}
