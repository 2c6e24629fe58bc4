import { Schema } from 'effect';
import { maybe } from './common';

/** Review status of one uploaded version of a store app. */
export const VersionStatus = Schema.Literals(['DRAFT', 'PENDING_REVIEW', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'PUBLISHED', 'CANCELLED']);
export type VersionStatus = typeof VersionStatus.Type;

export const StoreAppVersion = Schema.Struct({
  id: Schema.String,
  did: Schema.String,
  version: Schema.String,
  status: VersionStatus,
  createdAt: Schema.String,
  uploadedAt: maybe(Schema.String),
  publishedAt: maybe(Schema.String),
  pendingAt: maybe(Schema.String),
  inReviewAt: maybe(Schema.String),
  approvedAt: maybe(Schema.String),
  rejectedAt: maybe(Schema.String),
  canceledAt: maybe(Schema.String),
  note: maybe(Schema.String),
  changeLog: maybe(Schema.String),
  purgedAt: maybe(Schema.String),
  operations: maybe(Schema.Record(Schema.String, Schema.String)),
});
export type StoreAppVersion = typeof StoreAppVersion.Type;

export const StoreCategory = Schema.Struct({
  id: Schema.String,
  _id: maybe(Schema.String),
  name: maybe(Schema.String),
  locales: Schema.Record(Schema.String, Schema.String),
  createdAt: maybe(Schema.String),
  updatedAt: maybe(Schema.String),
});
export type StoreCategory = typeof StoreCategory.Type;

const Owner = Schema.Struct({ did: Schema.String, fullName: maybe(Schema.String), avatar: maybe(Schema.String) });

export const StoreAppMeta = Schema.Struct({
  did: Schema.String,
  name: Schema.String,
  title: maybe(Schema.String),
  description: maybe(Schema.String),
  version: Schema.String,
  logo: maybe(Schema.String),
  screenshots: maybe(Schema.Array(Schema.String)),
  keywords: maybe(Schema.Array(Schema.String)),
  group: maybe(Schema.String),
  homepage: maybe(Schema.String),
  documentation: maybe(Schema.String),
  community: maybe(Schema.String),
  repository: maybe(Schema.Struct({ type: maybe(Schema.String), url: maybe(Schema.String) })),
  nftFactory: maybe(Schema.String),
  stats: maybe(Schema.Struct({ downloads: Schema.Number })),
  lastPublishedAt: maybe(Schema.String),
  isOfficial: maybe(Schema.Boolean),
  owner: maybe(Owner),
  category: maybe(StoreCategory),
});
export type StoreAppMeta = typeof StoreAppMeta.Type;

/** A store app (blocklet) with its version pointers. */
export const StoreApp = Schema.Struct({
  id: Schema.String,
  did: Schema.String,
  ownerDid: Schema.String,
  owner: maybe(Owner),
  meta: StoreAppMeta,
  draftMeta: maybe(StoreAppMeta),
  status: Schema.Literals(['normal', 'blocked']),
  blockReason: maybe(Schema.String),
  permission: maybe(Schema.String),
  remark: maybe(Schema.String),
  reviewType: maybe(Schema.Literals(['FIRST', 'EACH'])),
  category: maybe(Schema.Union([StoreCategory, Schema.String])),
  source: maybe(Schema.String),
  currentVersion: maybe(StoreAppVersion),
  latestVersion: maybe(StoreAppVersion),
  reviewVersion: maybe(StoreAppVersion),
  draftVersion: maybe(StoreAppVersion),
  delegationToken: maybe(Schema.Struct({ autoPublish: maybe(Schema.String) })),
  lastPublishedAt: maybe(Schema.String),
  createdAt: Schema.String,
  updatedAt: maybe(Schema.String),
});
export type StoreApp = typeof StoreApp.Type;

/** secretKey is masked ("ab12......yz89") except in the create answer. */
export const AccessToken = Schema.Struct({
  id: Schema.String,
  _id: maybe(Schema.String),
  publicKey: Schema.String,
  secretKey: Schema.String,
  userDid: Schema.String,
  status: Schema.Literals(['normal', 'revoked']),
  remark: maybe(Schema.String),
  latestUsedAt: maybe(Schema.String),
  createdAt: Schema.String,
  updatedAt: maybe(Schema.String),
});
export type AccessToken = typeof AccessToken.Type;

/** The store's list envelope (differs from Payment Kit's {list, count}). */
export const StorePaged = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ dataList: Schema.Array(item), total: Schema.Number, totalBlocklet: Schema.optional(Schema.Number) });
