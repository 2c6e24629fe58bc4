// The store API for the store pages, built once per language from the router context. Its query
// keys and queryOptions live beside it in adapters/store/store-queries.ts.
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
