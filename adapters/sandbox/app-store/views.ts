// Store records → the wire shapes of the store server (docs/reference/store-shell.md §6): meta for lists, the app
// with its version pointers for detail and management lists.
import type { StoreCategory } from '@domain/model';
import { assetPath } from './readme';
import type { StoreAppRecord, StoreData, StoreTokenRecord, StoreVersionRecord } from './model';

export const categoryOf = (data: StoreData, id: string | null): StoreCategory | undefined => data.categories.find((c) => c.id === id);

export function versionView(v: StoreVersionRecord) {
  const { readme: _readme, ...rest } = v;
  return rest;
}

export const findVersion = (app: StoreAppRecord, version: string | null | undefined) =>
  version ? app.versions.find((v) => v.version === version) : undefined;

/** The meta of one version (the current one by default), as lists show it. */
export function metaView(data: StoreData, app: StoreAppRecord, version?: string | null) {
  const shown = version ?? app.currentVersion ?? app.versions[app.versions.length - 1]?.version ?? '0.0.0';
  return {
    did: app.did,
    name: app.name,
    title: app.title,
    description: app.description,
    version: shown,
    logo: assetPath(app.did, 'logo.svg'),
    screenshots: [assetPath(app.did, 'screenshot-1.svg')],
    keywords: app.keywords,
    homepage: `https://example.com/${app.name}`,
    repository: { type: 'git', url: `https://github.com/example/${app.name}` },
    stats: { downloads: app.downloads },
    lastPublishedAt: app.lastPublishedAt,
    isOfficial: app.isOfficial,
    owner: { did: app.ownerDid, fullName: app.ownerName },
    category: categoryOf(data, app.categoryId),
    price: app.price,
  };
}

export function appView(data: StoreData, app: StoreAppRecord) {
  const pointer = (v: string | null) => {
    const record = findVersion(app, v);
    return record ? versionView(record) : null;
  };
  const latest = app.versions[app.versions.length - 1];
  return {
    id: app.id,
    did: app.did,
    ownerDid: app.ownerDid,
    owner: { did: app.ownerDid, fullName: app.ownerName },
    meta: metaView(data, app),
    status: app.status,
    blockReason: app.blockReason,
    permission: app.permission,
    remark: app.remark,
    reviewType: app.reviewType,
    category: categoryOf(data, app.categoryId),
    source: app.source,
    currentVersion: pointer(app.currentVersion),
    latestVersion: latest ? versionView(latest) : null,
    reviewVersion: pointer(app.reviewVersion),
    draftVersion: pointer(app.draftVersion),
    lastPublishedAt: app.lastPublishedAt,
    createdAt: app.createdAt,
    updatedAt: app.updatedAt,
  };
}

/** First and last 4 characters: the store never sends a saved secret again. */
export const maskSecret = (secret: string) => `${secret.slice(0, 4)}......${secret.slice(-4)}`;

export function tokenView(token: StoreTokenRecord, reveal = false) {
  return {
    id: token.id,
    _id: token.id,
    publicKey: token.publicKey,
    secretKey: reveal ? token.secret : maskSecret(token.secret),
    userDid: token.userDid,
    status: token.status,
    remark: token.remark,
    latestUsedAt: token.latestUsedAt,
    createdAt: token.createdAt,
    updatedAt: token.updatedAt,
  };
}
