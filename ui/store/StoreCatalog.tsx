import { Alert, Button, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import type { StoreQuery, StoreSort } from '@domain/store';
import { useT } from '@ui/i18n';
import { AppCard } from './AppCard';
import { FilterSelect } from './FilterSelect';
import type { AppCardData, CategoryOption } from './types';

export type CatalogState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; apps: AppCardData[]; total: number; pageCount: number };

export interface StoreCatalogProps {
  heading: string;
  query: StoreQuery;
  /** What the search box shows now (the list follows it after a pause). */
  keywordInput: string;
  categories: CategoryOption[];
  state: CatalogState;
  onKeywordInput: (value: string) => void;
  onChange: (patch: Partial<StoreQuery>) => void;
  onClear: () => void;
  onRetry: () => void;
}

/** The catalogue: search (debounced by the caller), category, price and sort, a card grid and pages. */
export function StoreCatalog(props: StoreCatalogProps) {
  const t = useT();
  const { query } = props;
  const sorts: { value: StoreSort; label: string }[] = [
    { value: 'popularity', label: t('store.sort.popularity') },
    { value: 'latest', label: t('store.sort.latest') },
    { value: 'name', label: t('store.sort.name') },
  ];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{props.heading}</Title>
        <Text c="dimmed">{t('store.intro')}</Text>
      </Stack>
      <Group align="flex-end" gap="sm" wrap="wrap" role="search">
        <TextInput
          type="search"
          label={t('store.search.label')}
          placeholder={t('store.search.placeholder')}
          value={props.keywordInput}
          onChange={(e) => props.onKeywordInput(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <FilterSelect
          label={t('store.filter.category')}
          options={[{ value: '', label: t('store.filter.allCategories') }, ...props.categories.map((c) => ({ value: c.id, label: c.name }))]}
          value={query.category}
          onChange={(category) => props.onChange({ category, page: 1 })}
          w={200}
        />
        <FilterSelect
          label={t('store.filter.price')}
          options={[
            { value: '', label: t('store.filter.anyPrice') },
            { value: 'free', label: t('store.filter.free') },
            { value: 'payment', label: t('store.filter.paid') },
          ]}
          value={query.price}
          onChange={(value) => props.onChange({ price: value === 'free' || value === 'payment' ? value : '', page: 1 })}
          w={150}
        />
        <FilterSelect
          label={t('store.sort.label')}
          options={sorts}
          value={query.sort}
          onChange={(value) => props.onChange({ sort: sorts.find((s) => s.value === value)?.value ?? 'popularity', page: 1 })}
          w={190}
        />
      </Group>
      <CatalogBody {...props} />
    </Stack>
  );
}

function CatalogBody({ state, query, onChange, onClear, onRetry }: StoreCatalogProps) {
  const t = useT();
  if (state.status === 'loading')
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t('store.list.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={140} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (state.status === 'failed')
    return (
      <Alert color="red" title={t('store.message.connection')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{state.message}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (state.apps.length === 0)
    return (
      <Stack align="center" py="xl" gap="xs">
        <Text fw={600} role="status">
          {t('store.list.empty')}
        </Text>
        <Text c="dimmed">{t('store.list.emptyHint')}</Text>
        <Button variant="light" onClick={onClear}>
          {t('store.list.clear')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status">
        {t('store.list.total', { count: state.total })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {state.apps.map((app) => (
          <AppCard key={app.did} app={app} />
        ))}
      </SimpleGrid>
      {state.pageCount > 1 ? (
        // The pager is a navigation landmark ("Pages"), as the reviews' and the queue's are.
        <Group component="nav" aria-label={t('store.list.pages')} justify="center">
          <Pagination
            total={state.pageCount}
            value={query.page}
            onChange={(page) => onChange({ page })}
            getControlProps={(control) => ({ 'aria-label': t(`store.list.${control}`) })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
