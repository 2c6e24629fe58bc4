// Reading and changing the store's slice of the sandbox state, and who is calling. The slice is
// seeded on first use (and again after a sandbox reset, which drops it).
import type { SessionUser } from '@domain/model';
import { identityByName, isIdentityName } from '../catalog/identities';
import { callerOf } from '../engine/auth';
import { refuse } from '../engine/errors';
import type { SandboxStore } from '../state';
import type { StoreData } from './model';
import { seedStore } from './seed';
import { isAdminRole } from '@domain/platform';

export function readStore(store: SandboxStore): StoreData {
  const existing = store.read().appStore;
  if (existing) return existing;
  const seeded = seedStore(store.now());
  store.update((d) => {
    d.appStore = seeded;
  });
  return seeded;
}

/** Runs a change on a fresh copy of the store slice (so snapshot readers see a new object). */
export function updateStore<R>(store: SandboxStore, recipe: (data: StoreData) => R): R {
  const current = readStore(store);
  return store.update((d) => {
    const next: StoreData = { ...current };
    const result = recipe(next);
    d.appStore = next;
    return result;
  });
}

export const nextStoreId = (store: SandboxStore, prefix: string): string =>
  updateStore(store, (s) => {
    s.seq += 1;
    return `${prefix}_${String(s.seq).padStart(5, '0')}`;
  });

export const nowIso = (store: SandboxStore) => new Date(store.now()).toISOString();

/**
 * The caller: the sandbox identity, unless the request says `x-sandbox-act-as: admin` — how the
 * sandbox plays the other side of a review (an admin acting while the developer's page is open).
 */
export function callerUser(store: SandboxStore, request: Request): SessionUser | null {
  const actAs = request.headers.get('x-sandbox-act-as');
  if (actAs && isIdentityName(actAs)) return identityByName(actAs).user;
  return callerOf(store.read()).user;
}

export function requireStoreUser(store: SandboxStore, request: Request): SessionUser {
  const user = callerUser(store, request);
  if (!user) throw refuse(401, 'Unauthorized: please login first');
  return user;
}

/** A store admin is a platform admin (owner, admin): the one rule in domain/platform. */
export const isStoreAdmin = (user: SessionUser | null): boolean => isAdminRole(user?.role);

/** A developer holds a developer passport (the identity's, or one got by joining under staking). */
export function hasDeveloperPassport(data: StoreData, user: SessionUser): boolean {
  if (user.passports.some((p) => p.role === 'developer' && p.status !== 'revoked')) return true;
  return data.developers.some((d) => d.did === user.did && d.joinedByStake === true);
}

/** ensureDeveloperPassport of the store server: blocked → 403, no passport → 401. */
export function requireDeveloper(store: SandboxStore, request: Request): SessionUser {
  const user = requireStoreUser(store, request);
  const data = readStore(store);
  if (data.developers.some((d) => d.did === user.did && d.blocked) || user.approved === false) throw refuse(403, 'Permission denied');
  if (!hasDeveloperPassport(data, user))
    throw refuse(401, 'Your developer passport have been revoked. Please re-add developer passport to your account!', 'DEVELOPER_REQUIRED');
  return user;
}

export function requireAdmin(store: SandboxStore, request: Request): SessionUser {
  const user = requireStoreUser(store, request);
  if (!isStoreAdmin(user)) throw refuse(403, 'Permission denied', 'FORBIDDEN');
  return user;
}

/** The store's preferences switch (the sandbox page and PUT /store/api/__sandbox/preferences). */
export function setStorePreferences(store: SandboxStore, preferences: { permissionMode?: unknown; needReview?: unknown }): void {
  updateStore(store, (data) => {
    if (preferences.permissionMode === 'staking' || preferences.permissionMode === 'inviting') data.permissionMode = preferences.permissionMode;
    if (typeof preferences.needReview === 'boolean') data.needReview = preferences.needReview;
  });
}
