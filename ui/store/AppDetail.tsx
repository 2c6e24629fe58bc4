import { Alert, Badge, Box, Code, Group, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { reviewStateKey, type ReviewState } from '@domain/review';
import { useI18n, useT } from '@ui/i18n';
import { RouterAnchor } from '@ui/common/RouterLink';
import { AppCard } from './AppCard';
import type { AppCardData, VersionRow } from './types';

// The markdown renderer (react-markdown, remark-gfm) loads when a readme shows.
const SafeMarkdown = lazy(() => import('./SafeMarkdown'));

export interface AppDetailData {
  did: string;
  title: string;
  description: string;
  logo: string;
  ownerName: string;
  version: string;
  /** The review state of the shown version when it is not the published one. */
  versionStatus: ReviewState | null;
  price: string | null;
  categoryName: string | null;
  /** The category's id: the Category fact links to the apps in it. */
  categoryId: string | null;
  downloads: number;
  /** The published version, when the shown one is another (a preview links to it). */
  publishedVersion: string | null;
  blocked: boolean;
  blockReason: string | null;
}

export interface AppDetailProps {
  app: AppDetailData;
  readme: string | null;
  versions: VersionRow[] | null;
  moreByAuthor: AppCardData[];
  sameCategory: AppCardData[];
  tab: 'overview' | 'versions' | 'reviews';
  onTab: (tab: 'overview' | 'versions' | 'reviews') => void;
  /** The main button of docs/reference/store-shell.md §1.3: purchase (paid), or launch/install (free). */
  primary: ReactNode;
  /** The Reviews tab's content (ratings and reviews by users). */
  reviews: ReactNode;
  /** The review panel for the owner or an admin, if any. */
  review?: ReactNode;
  formatDate: (iso: string) => string;
}

export function AppDetail(props: AppDetailProps) {
  const { t, locale } = useI18n();
  const { app } = props;
  return (
    <Stack gap="lg">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Box component="img" src={app.logo} alt={t('store.detail.logo', { name: app.title })} w={100} h={100} style={{ borderRadius: 20 }} />
        <Stack gap={6} style={{ flex: '1 1 280px' }} miw={0}>
          <Title order={1}>{app.title}</Title>
          <Text c="dimmed">{app.description}</Text>
          <Group gap="lg" wrap="wrap">
            <Fact label={t('store.detail.developer')} value={app.ownerName} />
            <Fact
              label={t('store.detail.version')}
              value={
                <Group gap={6} component="span">
                  <span>{app.version}</span>
                  {app.versionStatus ? (
                    <Badge size="sm" variant="light" color="orange">
                      {t(reviewStateKey(app.versionStatus) as 'review.status.DRAFT')}
                    </Badge>
                  ) : null}
                </Group>
              }
            />
            <Fact
              label={t('store.detail.category')}
              value={
                app.categoryName && app.categoryId ? (
                  <RouterAnchor to="/store/category/$category" params={{ category: app.categoryId }} inherit>
                    {app.categoryName}
                  </RouterAnchor>
                ) : (
                  t('store.detail.noCategory')
                )
              }
            />
            <Fact label={t('store.detail.price')} value={app.price ? t('store.card.price', { amount: app.price }) : t('store.card.free')} />
            <Fact label={t('store.detail.downloads')} value={new Intl.NumberFormat(locale).format(app.downloads)} />
          </Group>
        </Stack>
        <Box>{props.primary}</Box>
      </Group>
      {app.blocked ? (
        <Alert color="red" role="status">
          {app.blockReason ? t('store.detail.blocked', { reason: app.blockReason }) : t('store.detail.blockedNoReason')}
        </Alert>
      ) : null}
      {app.versionStatus ? (
        <Alert color="orange">
          <Stack gap={4} align="flex-start">
            <Text size="sm">{t('store.detail.preview', { version: app.version })}</Text>
            {app.publishedVersion && app.publishedVersion !== app.version ? (
              <RouterAnchor to="/store/blocklets/$did" params={{ did: app.did }} size="sm">
                {t('store.detail.toPublished', { version: app.publishedVersion })}
              </RouterAnchor>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {props.review}
      <Tabs value={props.tab} onChange={(value) => props.onTab((value as AppDetailProps['tab'] | null) ?? 'overview')} keepMounted={false}>
        <Tabs.List aria-label={t('store.detail.tabs')}>
          <Tabs.Tab value="overview">{t('store.detail.overview')}</Tabs.Tab>
          <Tabs.Tab value="versions">{t('store.detail.versions')}</Tabs.Tab>
          <Tabs.Tab value="reviews">{t('store.detail.reviews')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Overview {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="versions" pt="md">
          <Versions versions={props.versions} formatDate={props.formatDate} />
        </Tabs.Panel>
        <Tabs.Panel value="reviews" pt="md">
          {props.reviews}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {value}
      </Text>
    </Stack>
  );
}

function Overview({ readme, moreByAuthor, sameCategory, app }: AppDetailProps) {
  const t = useT();
  // "Apps you may need" does not repeat an app already shown under "More apps by".
  const byAuthor = new Set(moreByAuthor.map((a) => a.did));
  const mayNeed = sameCategory.filter((a) => !byAuthor.has(a.did));
  const loading = <Skeleton h={200} aria-label={t('store.detail.readmeLoading')} />;
  return (
    <Stack gap="xl">
      {readme === null ? loading : readme.trim() ? <Suspense fallback={loading}><SafeMarkdown source={readme} /></Suspense> : <Text c="dimmed">{t('store.detail.noReadme')}</Text>}
      <Related title={t('store.detail.moreByAuthor', { name: app.ownerName })} apps={moreByAuthor} />
      <Related title={t('store.detail.sameCategory')} apps={mayNeed} />
    </Stack>
  );
}

function Related({ title, apps }: { title: string; apps: AppCardData[] }) {
  if (!apps.length) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {apps.map((a) => (
          <AppCard key={a.did} app={a} level={3} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Versions({ versions, formatDate }: { versions: VersionRow[] | null; formatDate: (iso: string) => string }) {
  const t = useT();
  if (!versions) return <Skeleton h={120} />;
  return (
    <Stack gap="md" component="ol" p={0} style={{ listStyle: 'none' }}>
      {versions.map((v) => (
        <Stack key={v.version} gap={2} component="li">
          <Group gap="xs">
            <Code>{v.version}</Code>
            <Badge size="sm" variant="light">
              {t(reviewStateKey(v.status) as 'review.status.DRAFT')}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDate(v.date)}
            </Text>
          </Group>
          <Text size="sm">{v.changeLog}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
