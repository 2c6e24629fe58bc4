// Publishing through DID Connect (docs/reference/store-shell.md §2.2, row 9): the page asks which action publishes the
// app (verify-nft-factory: free or paid), the wallet signs it, and on the signature the store
// publishes the version — here, when the sandbox wallet approves (engine/wallet-actions.ts).
import { applyAction } from '@domain/review';
import { callerOf } from '../engine/auth';
import { refuse } from '../engine/errors';
import type { SandboxStore } from '../state';
import type { SessionUser } from '@domain/model';
import { readStore } from './access';
import { findApp } from './catalogue';
import { actorRoles, reviewRules, runReviewAction } from './review-engine';
import { withPublishStake } from './stakes';

export type PublishAction = 'free-publish-blocklet' | 'paid-publish-blocklet';

/** verify-nft-factory: the DID Connect action for the version to publish, or 404 while it needs review. */
export function publishActionFor(store: SandboxStore, user: SessionUser, did: string, asked: string | null): PublishAction {
  const data = readStore(store);
  const app = findApp(data, did);
  const version = app.versions.find((v) => v.version === (asked || app.reviewVersion || app.draftVersion || ''));
  const verdict = version ? applyAction(version.status, 'publish', actorRoles(data, user, app), reviewRules(data, app, version), {}) : null;
  if (!verdict?.ok) throw refuse(404, `the blocklet [${app.did}] is need review`);
  return app.price ? 'paid-publish-blocklet' : 'free-publish-blocklet';
}

/** What the wallet's signature does: the signer (the sandbox identity) publishes the version (and stakes, under staking mode). */
export function publishByWallet(store: SandboxStore, params: Readonly<Record<string, string>>): void {
  const user = callerOf(store.read()).user;
  if (!user) throw refuse(401, 'Unauthorized: please login first');
  if (!params.did || !params.version) throw refuse(400, 'did and version are required');
  const { did, version } = params;
  // Under staking mode the signature also locks the app's publish stake (stakes.ts).
  withPublishStake(store, did, () => runReviewAction(store, user, { did, version, action: 'publish' }));
}
