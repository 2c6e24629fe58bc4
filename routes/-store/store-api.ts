// The store API for the store pages, built once per language from the router context, and the
// query keys every store page shares (a review event or an identity switch invalidates ['store']).
import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { createStoreHttp } from '@adapters/store/base';
import { createStoreApi, type StoreApi } from '@adapters/store/store-api';
import { useI18n } from '@ui/i18n';

export function useStoreApi(): StoreApi {
  const { adapters } = useRouteContext({ from: '__root__' });
  const { locale } = useI18n();
  return useMemo(() => createStoreApi(createStoreHttp({ locale: () => locale, livemode: adapters.livemode })), [locale, adapters]);
}

export const storeKeys = {
  all: ['store'] as const,
  list: (params: unknown) => ['store', 'list', params] as const,
  categories: () => ['store', 'categories'] as const,
  preferences: () => ['store', 'preferences'] as const,
  detail: (did: string, version: string | undefined) => ['store', 'detail', did, version ?? ''] as const,
  info: (did: string, version: string | undefined) => ['store', 'info', did, version ?? ''] as const,
  versions: (did: string) => ['store', 'versions', did] as const,
  ratings: (did: string, page: number, viewer: string) => ['store', 'ratings', did, page, viewer] as const,
  comments: (did: string, version: string) => ['store', 'comments', did, version] as const,
  mine: () => ['store', 'mine'] as const,
  developerStatus: () => ['store', 'developer-status'] as const,
  tokens: () => ['store', 'tokens'] as const,
  console: (statuses: readonly string[]) => ['store', 'console', statuses] as const,
  developers: () => ['store', 'developers'] as const,
  byOwner: (did: string) => ['store', 'by-owner', did] as const,
};
