// The store component's HTTP API (docs/reference/store-shell.md §1.4), over an HttpClient whose base is the store's
// mount point. Every answer is decoded; failures are ApiErrors with the store's error text.
import { Schema } from 'effect';
import { AccessToken, StoreApp, StoreCategory, StorePaged } from '@domain/model/store';
import { storeQueryToSearch, type StoreQuery } from '@domain/store';
import type { HttpClient, QueryValue } from '../http/client';
import {
  AppBlockAnswer,
  Categories,
  DeletedCategory,
  DeveloperBlockAnswer,
  DevelopersPage,
  JoinedAnswer,
  PublishAction,
  PurchaseAnswer,
  PurchaseStatus,
  ReviewAnswer,
  RevokedToken,
  StoreComment,
  StoreDetail,
  StoreDeveloperStatus,
  StoreInfo,
  StoreListPage,
  StoreManagedPage,
  StorePreferences,
  StoreRating,
  StoreRatingsPage,
  UploadAnswer,
  Versions,
} from './schemas';

export type AdminReviewAction = 'IN_REVIEW' | 'APPROVED' | 'REJECTED';

export interface UploadInput {
  did: string;
  version: string;
  changeLog: string;
  readme: string;
  bundleSize: number;
}

export function createStoreApi(http: HttpClient) {
  const get = <A>(path: string, schema: Schema.ConstraintDecoder<A>, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
    http.request({ method: 'GET', path, schema, ...(query ? { query } : {}), ...(signal ? { signal } : {}) });
  const send = <A>(method: 'POST' | 'PUT' | 'DELETE', path: string, schema: Schema.ConstraintDecoder<A>, body?: unknown) =>
    http.request({ method, path, schema, ...(body === undefined ? {} : { body }) });
  const enc = encodeURIComponent;

  return {
    list: (query: StoreQuery, signal?: AbortSignal) => get('/api/v2/blocklets.json', StoreListPage, storeQueryToSearch(query), signal),
    byOwner: (owner: string) => get('/api/v2/blocklets.json', StoreListPage, { owner, page: 1, pageSize: 1000 }),
    categories: () => get('/api/blocklets/categories', Categories),
    preferences: () => get('/api/preferences', StorePreferences),
    detail: (did: string, version?: string) => get(`/api/blocklets/${enc(did)}/blocklet.json`, StoreDetail, version ? { version } : {}),
    info: (did: string, version?: string) => get(`/api/blocklets/${enc(did)}/info`, StoreInfo, version ? { version } : {}),
    versions: (did: string) => get(`/api/blocklets/${enc(did)}/versions`, Versions),
    comments: (did: string, version: string) => get(`/api/blocklets/${enc(did)}/comments/${enc(version)}`, Schema.Array(StoreComment)),
    comment: (did: string, version: string, content: string, action: 'comment' | 'reply' = 'comment') =>
      send('POST', `/api/blocklets/${enc(did)}/comment/${enc(version)}`, ReviewAnswer, { content, action }),
    ratings: (did: string, page: number, pageSize: number) => get(`/api/blocklets/${enc(did)}/ratings`, StoreRatingsPage, { page, pageSize }),
    rate: (did: string, rating: number, content: string) => send('POST', `/api/blocklets/${enc(did)}/ratings`, StoreRating, { rating, content }),
    purchase: (did: string) => send('POST', `/api/blocklets/${enc(did)}/purchase`, PurchaseAnswer, {}),
    /** Whether the signed-in caller bought the app (a guest: never). */
    purchased: (did: string) => get(`/api/blocklets/${enc(did)}/purchase`, PurchaseStatus),

    developerStatus: () => get('/api/developer/me', StoreDeveloperStatus),
    myApps: () => get('/api/developer/blocklets', StoreManagedPage, { page: 1, pageSize: 100 }),
    nameExists: (name: string) => get('/api/developer/blocklets/isNameExist', Schema.Struct({ result: Schema.Boolean }), { name }).then((r) => r.result),
    /** `did` is the new app's DID: generated as a key pair in the browser, or pasted (docs/reference/store-shell.md §3.3). */
    createApp: (input: { name: string; remark: string; permission: 'Public' | 'Private'; did: string }) => send('POST', '/api/developer/blocklets', StoreApp, input),
    upload: (input: UploadInput) => send('POST', '/api/blocklets/upload', UploadAnswer, input),
    requestReview: (did: string, version: string) => send('PUT', `/api/developer/blocklets/${enc(did)}/request-review`, ReviewAnswer, { version }),
    cancelReview: (did: string, version: string) => send('PUT', `/api/developer/blocklets/${enc(did)}/cancel-review`, ReviewAnswer, { version }),
    /** Which DID Connect action publishes the app (free or paid); 404 while it needs review. */
    publishAction: (did: string, version?: string) => get(`/api/developer/blocklets/verify-nft-factory/${enc(did)}`, PublishAction, version ? { version } : {}),
    join: () => send('POST', '/api/developer/join', JoinedAnswer, {}),

    tokens: () => get('/api/developer/access-tokens', StorePaged(AccessToken)),
    createToken: (remark: string) => send('POST', '/api/developer/access-tokens', AccessToken, { remark }),
    revokeToken: (id: string) => send('DELETE', `/api/developer/access-tokens/${enc(id)}`, RevokedToken),

    /** The review queue: latest versions in `statuses` (none: all), matching `keyword` (name, title or DID), one page. */
    consoleApps: (statuses: readonly string[], keyword = '', page = 1, pageSize = 200) =>
      http.request({
        method: 'GET',
        path: `/api/console/blocklets${statuses.length ? `?${statuses.map((s) => `filter[reviewStatus][]=${enc(s)}`).join('&')}` : ''}`,
        query: { keyword: keyword || undefined, page, pageSize },
        schema: StoreManagedPage,
      }),
    review: (did: string, version: string, action: AdminReviewAction, extra: { category?: string; content?: string } = {}) =>
      send('PUT', `/api/console/blocklets/${enc(did)}/review`, ReviewAnswer, { version, action, ...extra }),
    block: (did: string, reason: string) => send('PUT', `/api/console/blocklets/${enc(did)}/block`, AppBlockAnswer('blocked'), { reason }),
    unblock: (did: string) => send('PUT', `/api/console/blocklets/${enc(did)}/unblock`, AppBlockAnswer('normal'), {}),

    createCategory: (locales: { en: string; zh: string }) => send('POST', '/api/console/categories', StoreCategory, { locales }),
    renameCategory: (id: string, locales: { en: string; zh: string }) => send('PUT', `/api/console/categories/${enc(id)}`, StoreCategory, { locales }),
    reorderCategories: (ids: readonly string[]) => send('PUT', '/api/console/categories/order', Categories, { ids }),
    deleteCategory: (id: string) => send('DELETE', `/api/console/categories/${enc(id)}`, DeletedCategory),

    developers: () => get('/api/console/developers', DevelopersPage),
    setDeveloperBlocked: (did: string, blocked: boolean) => send('PUT', `/api/console/developers/${enc(did)}/${blocked ? 'block' : 'unblock'}`, DeveloperBlockAnswer(blocked), {}),
  };
}

export type StoreApi = ReturnType<typeof createStoreApi>;
