// Wire shapes of the store API beyond the domain's StoreApp: the price a list card shows, the
// detail's readme info, review comments, developers and preferences.
import { Schema } from 'effect';
// Deep imports: the model barrel would bring every entity's schemas into the store list's first load.
import { maybe } from '@domain/model/common';
import { StoreApp, StoreAppMeta, StoreAppVersion, StoreCategory } from '@domain/model/store';

/** A list card: the meta plus the price in ABT (null = free). */
export const StoreListItem = Schema.Struct({ ...StoreAppMeta.fields, price: maybe(Schema.String) });
export type StoreListItem = typeof StoreListItem.Type;

export const StoreListPage = Schema.Struct({ dataList: Schema.Array(StoreListItem), total: Schema.Number });
export type StoreListPage = typeof StoreListPage.Type;

export const StoreDetail = Schema.Struct({ ...StoreApp.fields, meta: StoreListItem, specifiedVersion: maybe(StoreAppVersion) });
export type StoreDetail = typeof StoreDetail.Type;

export const StoreManagedPage = Schema.Struct({ dataList: Schema.Array(StoreApp), total: Schema.Number, totalBlocklet: Schema.optional(Schema.Number) });
export type StoreManagedPage = typeof StoreManagedPage.Type;

export const StoreInfo = Schema.Struct({
  readme: Schema.Record(Schema.String, Schema.String),
  version: StoreAppVersion,
  authorBlocklets: Schema.Array(StoreListItem),
  categoriesBlocklets: Schema.Array(StoreListItem),
});
export type StoreInfo = typeof StoreInfo.Type;

export const StoreComment = Schema.Struct({
  id: Schema.String,
  versionId: Schema.String,
  authorDid: Schema.String,
  authorName: Schema.String,
  content: Schema.String,
  system: Schema.Boolean,
  createdAt: Schema.String,
});
export type StoreComment = typeof StoreComment.Type;

export const StorePreferences = Schema.Struct({
  permissionMode: Schema.Literals(['inviting', 'staking']),
  needReview: Schema.Boolean,
  passportStakeAmount: maybe(Schema.String),
  publishStakeAmount: maybe(Schema.String),
});
export type StorePreferences = typeof StorePreferences.Type;

export const StoreDeveloper = Schema.Struct({ did: Schema.String, fullName: Schema.String, blocked: Schema.Boolean, joinedAt: Schema.String, apps: Schema.Number });
export type StoreDeveloper = typeof StoreDeveloper.Type;

export const StoreDeveloperStatus = Schema.Struct({ developer: Schema.Boolean, blocked: Schema.Boolean });
export type StoreDeveloperStatus = typeof StoreDeveloperStatus.Type;

export const ReviewAnswer = Schema.Struct({ status: Schema.String });

// Mutation answers: each names what the server did, so a 200 whose body breaks its schema is a
// decode error (routes/-app/useAction shows it as a failure), never a success toast.
/** DELETE an access token. */
export const RevokedToken = Schema.Struct({ ok: Schema.Literal(true) });
/** POST /api/developer/join (stake-and-join). */
export const JoinedAnswer = Schema.Struct({ joined: Schema.Literal(true) });
/** PUT block / unblock an app: its new status. */
export const AppBlockAnswer = <S extends 'blocked' | 'normal'>(status: S) => Schema.Struct({ status: Schema.Literal(status) });
/** PUT block / unblock a developer: the state the server now holds. */
export const DeveloperBlockAnswer = <B extends boolean>(blocked: B) => Schema.Struct({ blocked: Schema.Literal(blocked) });
/** DELETE a category: its id and how many apps it left without one. */
export const DeletedCategory = Schema.Struct({ deleted: Schema.String, appsWithoutCategory: Schema.Number });
/** POST an upload. */
export const UploadAnswer = Schema.Struct({ status: Schema.String });
export const DevelopersPage = Schema.Struct({ dataList: Schema.Array(StoreDeveloper), total: Schema.Number });
export const PurchaseAnswer = Schema.Struct({ checkoutSessionId: Schema.String, url: Schema.String });
/** GET /api/blocklets/:did/purchase (designed here): whether the caller bought the app, and when. */
export const PurchaseStatus = Schema.Struct({ purchased: Schema.Boolean, purchasedAt: maybe(Schema.String) });
export type PurchaseStatus = typeof PurchaseStatus.Type;
export const Categories = Schema.Array(StoreCategory);
export const Versions = Schema.Array(StoreAppVersion);

/** One user review of an app (designed here; see docs/sandbox-api.md). */
export const StoreRating = Schema.Struct({
  id: Schema.String,
  authorDid: Schema.String,
  authorName: Schema.String,
  rating: Schema.Number,
  content: Schema.String,
  version: Schema.String,
  createdAt: Schema.String,
});
export type StoreRating = typeof StoreRating.Type;

const StarCounts = Schema.Struct({ 1: Schema.Number, 2: Schema.Number, 3: Schema.Number, 4: Schema.Number, 5: Schema.Number });

export const StoreRatingsPage = Schema.Struct({
  summary: Schema.Struct({ average: Schema.String, count: Schema.Number, distribution: StarCounts }),
  dataList: Schema.Array(StoreRating),
  total: Schema.Number,
  mine: maybe(StoreRating),
});
export type StoreRatingsPage = typeof StoreRatingsPage.Type;

/** The DID Connect action that publishes an app (verify-nft-factory's answer). */
export const PublishAction = Schema.Literals(['free-publish-blocklet', 'paid-publish-blocklet']);
