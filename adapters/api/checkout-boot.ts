// The two reads a checkout page cannot show without, as paths the API modules share, and the
// boot's early start of both (docs/speed.md). Kept apart from checkout.ts and settings.ts, which carry
// Effect Schema: the boot starts these requests before that code has even downloaded.
import type { HttpClient } from '../http/client';
import type { KeyValueStore } from '../storage/local-store';

export const retrieveCheckoutPath = (id: string) =>
  `/api/checkout-sessions/retrieve/${encodeURIComponent(id)}`;
export const SETTINGS_PATH = '/api/settings';

/** docs/spec/checkout-and-billing.md §7: the settings are cached in session storage, per page and livemode (no TTL). */
export const settingsCacheKey = (livemode: boolean) =>
  `payment-settings-${typeof location === 'undefined' ? '/' : location.pathname}-${livemode}`;

/**
 * Starts the session and settings reads of checkout `id` now. The page's queries (adapters/api
 * checkout.ts and settings.ts, through the same client) take these answers when their code has
 * loaded. Nothing starts that nobody will read: a payment link's session is created by a POST
 * its page sends itself, and settings already in the page's session storage are not asked.
 */
export function startCheckoutReads(
  http: HttpClient,
  id: string,
  livemode: boolean,
  session: KeyValueStore,
): void {
  if (id.startsWith('cs_')) http.early({ path: retrieveCheckoutPath(id) });
  if (!session.get(settingsCacheKey(livemode))) http.early({ path: SETTINGS_PATH, query: { livemode } });
}
