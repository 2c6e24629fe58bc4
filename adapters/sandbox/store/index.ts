// The sandbox app store (reference §1.4), mounted at /store/api: public, developer and console
// endpoints over the store slice of the sandbox state.
import type { HandlerContext } from '../handlers/route';
import { consoleStoreHandlers } from './handlers-console';
import { developerStoreHandlers } from './handlers-developer';
import { publicStoreHandlers } from './handlers-public';
import { ratingStoreHandlers } from './handlers-ratings';

/** The store component's own mount point: its API lives at {STORE_BASE}/api. */
export const SANDBOX_STORE_BASE = '/store';

export function storeHandlers(ctx: HandlerContext) {
  // The store is another component: its paths do not sit under the Payment Kit's prefix.
  const storeCtx: HandlerContext = { store: ctx.store, base: '' };
  return [...publicStoreHandlers(storeCtx), ...developerStoreHandlers(storeCtx), ...consoleStoreHandlers(storeCtx), ...ratingStoreHandlers(storeCtx)];
}
