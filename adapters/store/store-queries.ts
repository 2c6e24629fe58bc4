// The app store's React Query keys and the queryOptions factories of its reads, beside the store
// API they call (the pattern of adapters/api/keys.ts + adapters/api/subscriptions.ts). Every key
// starts with 'store', so a review event or an identity switch invalidates them all at once.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StoreQuery } from '@domain/store';
import type { StoreApi } from './store-api';

export const storeKeys = {
  all: ['store'] as const,
  list: (params: unknown) => ['store', 'list', params] as const,
  categories: () => ['store', 'categories'] as const,
  preferences: () => ['store', 'preferences'] as const,
  detail: (did: string, version: string | undefined) => ['store', 'detail', did, version ?? ''] as const,
  info: (did: string, version: string | undefined) => ['store', 'info', did, version ?? ''] as const,
  versions: (did: string) => ['store', 'versions', did] as const,
  /** Every page of an app's ratings, for every viewer (what a new rating invalidates). */
  ratingsOf: (did: string) => ['store', 'ratings', did] as const,
  ratings: (did: string, page: number, viewer: string) => ['store', 'ratings', did, page, viewer] as const,
  comments: (did: string, version: string) => ['store', 'comments', did, version] as const,
  /** Whether this viewer bought this app. */
  purchase: (did: string, viewer: string) => ['store', 'purchase', did, viewer] as const,
  /** The app's ports, kept under 'store' so that an identity switch reads the new session. */
  ports: () => ['store', 'ports'] as const,
  nameExists: (name: string) => ['store', 'name-exists', name] as const,
  mine: () => ['store', 'mine'] as const,
  developerStatus: () => ['store', 'developer-status'] as const,
  tokens: () => ['store', 'tokens'] as const,
  console: (statuses: readonly string[]) => ['store', 'console', statuses] as const,
  developers: () => ['store', 'developers'] as const,
  byOwner: (did: string) => ['store', 'by-owner', did] as const,
};

export const storeListQuery = (api: StoreApi, query: StoreQuery) =>
  queryOptions({ queryKey: storeKeys.list(query), queryFn: ({ signal }) => api.list(query, signal), placeholderData: keepPreviousData });
/** The categories change rarely: a minute before a page refetches them. */
export const storeCategoriesQuery = (api: StoreApi) => queryOptions({ queryKey: storeKeys.categories(), queryFn: () => api.categories(), staleTime: 60_000 });
export const storePreferencesQuery = (api: StoreApi) => queryOptions({ queryKey: storeKeys.preferences(), queryFn: () => api.preferences(), staleTime: 30_000 });
export const storeDetailQuery = (api: StoreApi, did: string, version: string | undefined) =>
  queryOptions({ queryKey: storeKeys.detail(did, version), queryFn: () => api.detail(did, version) });
export const storeInfoQuery = (api: StoreApi, did: string, version: string | undefined) =>
  queryOptions({ queryKey: storeKeys.info(did, version), queryFn: () => api.info(did, version) });
export const storeVersionsQuery = (api: StoreApi, did: string) => queryOptions({ queryKey: storeKeys.versions(did), queryFn: () => api.versions(did) });
export const storeRatingsQuery = (api: StoreApi, did: string, page: number, pageSize: number, viewer: string) =>
  queryOptions({ queryKey: storeKeys.ratings(did, page, viewer), queryFn: () => api.ratings(did, page, pageSize), placeholderData: keepPreviousData });
export const storePurchaseQuery = (api: StoreApi, did: string, viewer: string) =>
  queryOptions({ queryKey: storeKeys.purchase(did, viewer), queryFn: () => api.purchased(did) });
export const myAppsQuery = (api: StoreApi) => queryOptions({ queryKey: storeKeys.mine(), queryFn: () => api.myApps() });
export const developerStatusQuery = (api: StoreApi) => queryOptions({ queryKey: storeKeys.developerStatus(), queryFn: () => api.developerStatus() });
export const accessTokensQuery = (api: StoreApi) => queryOptions({ queryKey: storeKeys.tokens(), queryFn: () => api.tokens() });
export const developersQuery = (api: StoreApi) => queryOptions({ queryKey: storeKeys.developers(), queryFn: () => api.developers() });
export const appsByOwnerQuery = (api: StoreApi, did: string) => queryOptions({ queryKey: storeKeys.byOwner(did), queryFn: () => api.byOwner(did) });
