// The catalogue pages (/store, /store/search, /store/category/{id}): the query lives in the URL;
// typing in the search box updates it after a pause; any filter change goes to /store/search. A
// category that does not exist is a not-found page that leads back to the store.
import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatError } from '@domain/errors';
import { SEARCH_DEBOUNCE_MS, STORE_PAGE_SIZE, type StoreQuery } from '@domain/store';
import { useI18n } from '@ui/i18n';
import { StoreCatalog, type CatalogState } from '@ui/store/StoreCatalog';
import { StatusPage } from '@ui/shell/StatusPage';
import { RouterButton } from '@ui/common/RouterLink';
import { StoreNav } from './StoreNav';
import { categoryName, toCard, toCategoryOptions } from './mappers';
import { storeCategoriesQuery, storeListQuery } from '@adapters/store/store-queries';
import { useStoreApi } from './store-api';

export function CatalogPage({ query, mode }: { query: StoreQuery; mode: 'home' | 'search' | 'category' }) {
  const api = useStoreApi();
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [keywordInput, setKeywordInput] = useState(query.keyword);
  const list = useQuery(storeListQuery(api, query));
  const categories = useQuery(storeCategoriesQuery(api));

  const go = (patch: Partial<StoreQuery>) => {
    const next = { ...query, ...patch };
    void navigate({
      to: '/store/search',
      search: {
        ...(next.keyword ? { keyword: next.keyword } : {}),
        ...(next.category ? { category: next.category } : {}),
        ...(next.price ? { price: next.price } : {}),
        ...(next.sort !== 'popularity' ? { sort: next.sort } : {}),
        ...(next.page > 1 ? { page: next.page } : {}),
      },
    });
  };

  // The box follows the URL (back button: adjusted while rendering), and the URL follows the box after a pause.
  const [shownKeyword, setShownKeyword] = useState(query.keyword);
  if (shownKeyword !== query.keyword) {
    setShownKeyword(query.keyword);
    setKeywordInput(query.keyword);
  }
  useEffect(() => {
    if (keywordInput.trim() === query.keyword) return;
    const timer = setTimeout(() => go({ keyword: keywordInput.trim(), page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing restarts the pause
  }, [keywordInput]);

  const state: CatalogState = list.data
    ? { status: 'ready', apps: list.data.dataList.map((m) => toCard(m, locale)), total: list.data.total, pageCount: Math.ceil(list.data.total / STORE_PAGE_SIZE) }
    : list.isError
      ? { status: 'failed', message: formatError(list.error) }
      : { status: 'loading' };
  const category = categories.data?.find((c) => c.id === query.category);
  const unknownCategory = query.category && categories.data && !category;
  const heading =
    mode === 'category' && category
      ? t('store.list.categoryTitle', { name: categoryName(category, locale) ?? '' })
      : mode === 'search'
        ? t('store.list.searchTitle')
        : t('store.title');

  return (
    <Container size="xl" py="lg">
      <StoreNav />
      {unknownCategory ? (
        <StatusPage status={404} title={t('store.category.notFound')}>
          <RouterButton to="/store">{t('store.detail.back')}</RouterButton>
        </StatusPage>
      ) : (
        <StoreCatalog
          heading={heading}
          query={query}
          keywordInput={keywordInput}
          categories={toCategoryOptions(categories.data ?? [], locale)}
          state={state}
          onKeywordInput={setKeywordInput}
          onChange={go}
          onClear={() => {
            setKeywordInput('');
            void navigate({ to: '/store/search', search: {} });
          }}
          onRetry={() => void list.refetch()}
        />
      )}
    </Container>
  );
}
