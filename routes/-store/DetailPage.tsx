// The app detail page (/store/blocklets/{did}/{version?}): header with the buttons of
// docs/reference/store-shell.md §1.3, tabs (overview with the safe readme, versions, reviews), and the review panel for the
// app's owner or a store admin. An unknown app, a bad version or an unpublished app is the
// store's not-found page, which leads back to the store (and its owner to the preview).
import { Alert, Button, Container, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatError } from '@domain/errors';
import type { ReviewState } from '@domain/review';
import { useI18n } from '@ui/i18n';
import { AppDetail } from '@ui/store/AppDetail';
import { StatusPage, statusPageFor } from '@ui/shell/StatusPage';
import { StoreMessage } from '@ui/store/StoreMessage';
import { RouterButton } from '@ui/common/RouterLink';
import { AppButtons } from './AppButtons';
import { ReviewSection } from './ReviewSection';
import { ReviewsTab } from './ReviewsTab';
import { StoreNav } from './StoreNav';
import { categoryName, shortDate, toCard } from './mappers';
import { myAppsQuery, storeDetailQuery, storeInfoQuery, storeVersionsQuery } from '@adapters/store/store-queries';
import { useStoreApi } from './store-api';
import { useViewer } from './viewer';
import type { DetailTab } from './detail-search';

type Tab = DetailTab;

export function DetailPage({ did, version, tab = 'overview', reviewsPage = 1 }: { did: string; version?: string; tab?: Tab | undefined; reviewsPage?: number | undefined }) {
  const api = useStoreApi();
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const viewer = useViewer();
  const detail = useQuery(storeDetailQuery(api, did, version));
  const info = useQuery(storeInfoQuery(api, did, version));
  const versions = useQuery({ ...storeVersionsQuery(api, did), enabled: tab === 'versions' });

  // A refresh that fails because the server failed or did not answer (a relay event from the
  // other side invalidates the store's queries during an outage) keeps the app on screen: the
  // review panel says its own reload failed, with Retry. Replacing it made the page a 500 under the
  // reviewer's hands. An answer that refuses the version (400, 403, 404: after an identity switch,
  // an unpublished version another person may not see) replaces it, as on a first load.
  const page = detail.isError ? statusPageFor((detail.error as { details?: { status?: number } }).details?.status) : null;
  if (detail.isLoadingError || (detail.isError && page !== null && page !== 500)) {
    // docs/reference/store-shell.md §5.10: a detail page's load error is the store's status page (400 a bad version,
    // 403, 404 no such app or version, 500 the server failed, with Retry); no answer at all is a
    // connection problem with Retry. 400 and 404 say the app does not exist or is not published
    // and lead back to the store.
    const retry = <Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>;
    const missing = page === 400 || page === 404;
    return (
      <Container size="md" py="xl">
        {page ? (
          <StatusPage status={page} title={missing ? t('store.detail.notFound') : undefined}>
            {page === 500 ? retry : null}
            {missing ? <NotFoundLinks did={did} signedIn={Boolean(viewer.user)} /> : null}
          </StatusPage>
        ) : (
          <StoreMessage kind="connection" detail={formatError(detail.error)} action={retry} />
        )}
      </Container>
    );
  }
  if (!detail.data) return <Container size="xl" py="lg"><Skeleton h={160} aria-label={t('store.common.loading')} /></Container>;

  const app = detail.data;
  const shown = app.specifiedVersion ?? app.currentVersion;
  const status: ReviewState | null = shown && shown.status !== 'PUBLISHED' ? shown.status : null;
  const isOwner = viewer.user?.did === app.ownerDid;
  const reviewVersion = app.reviewVersion ?? (status ? shown : null);
  const readme = info.data ? (info.data.readme[locale] ?? info.data.readme.en ?? '') : info.isError ? '' : null;

  return (
    <Container size="xl" py="lg">
      <StoreNav />
      <Stack gap="lg">
        {info.isError ? <Alert color="orange">{formatError(info.error)}</Alert> : null}
        <AppDetail
          app={{
            did: app.did,
            title: app.meta.title ?? app.meta.name,
            description: app.meta.description ?? '',
            logo: app.meta.logo ?? '',
            ownerName: app.owner?.fullName ?? app.ownerDid,
            version: app.meta.version,
            versionStatus: status,
            price: app.meta.price ?? null,
            categoryName: categoryName(app.meta.category, locale),
            categoryId: app.meta.category?.id ?? null,
            publishedVersion: app.currentVersion?.version ?? null,
            downloads: app.meta.stats?.downloads ?? 0,
            blocked: app.status === 'blocked',
            blockReason: app.blockReason ?? null,
          }}
          readme={readme}
          versions={versions.data?.map((v) => ({ version: v.version, status: v.status, changeLog: v.changeLog ?? '', date: v.publishedAt ?? v.createdAt })) ?? null}
          moreByAuthor={(info.data?.authorBlocklets ?? []).map((m) => toCard(m, locale))}
          sameCategory={(info.data?.categoriesBlocklets ?? []).map((m) => toCard(m, locale))}
          tab={tab}
          onTab={(next) => void navigate({ to: '.', search: next === 'overview' ? {} : { tab: next }, replace: true })}
          reviews={
            tab === 'reviews' ? (
              <ReviewsTab
                did={app.did}
                ownerDid={app.ownerDid}
                viewer={viewer}
                page={reviewsPage}
                onPage={(page) => void navigate({ to: '.', search: page > 1 ? { tab: 'reviews', reviews: page } : { tab: 'reviews' } })}
              />
            ) : null
          }
          primary={<AppButtons app={app} viewer={viewer} />}
          review={(isOwner || viewer.isAdmin) && reviewVersion?.pendingAt ? <ReviewSection did={app.did} version={reviewVersion.version} /> : undefined}
          formatDate={shortDate}
        />
      </Stack>
    </Container>
  );
}


/**
 * The not-found page's way on: back to the store; for the app's owner (an unpublished app is in
 * their My apps) the preview of its latest version.
 */
function NotFoundLinks({ did, signedIn }: { did: string; signedIn: boolean }) {
  const api = useStoreApi();
  const { t } = useI18n();
  const mine = useQuery({ ...myAppsQuery(api), enabled: signedIn, retry: false });
  const latest = mine.data?.dataList.find((a) => a.did === did)?.latestVersion?.version;
  return (
    <Group justify="center" gap="sm">
      <RouterButton to="/store">{t('store.detail.back')}</RouterButton>
      {latest ? (
        <RouterButton to="/store/blocklets/$did/$version" params={{ did, version: latest }} variant="light">
          {t('store.detail.previewVersion', { version: latest })}
        </RouterButton>
      ) : null}
    </Group>
  );
}
