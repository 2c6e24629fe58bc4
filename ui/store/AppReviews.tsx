import { Alert, Avatar, Box, Button, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ratingShare, type RatingSummary, type StarCount } from '@domain/store';
import { useT } from '@ui/i18n';
import { Stars } from './Stars';

export interface ReviewRow {
  id: string;
  author: string;
  rating: number;
  content: string;
  version: string;
  date: string;
}

export type ReviewsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; summary: RatingSummary; reviews: ReviewRow[]; page: number; pageCount: number; mine: ReviewRow | null };

export interface AppReviewsProps {
  state: ReviewsState;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** The writing area: a form, a log-in button, or nothing (the app's owner). */
  write: ReactNode;
}

const STARS: readonly StarCount[] = [5, 4, 3, 2, 1];

/** The Reviews tab: average and distribution, the viewer's own review, the reviews newest first with pages. */
export function AppReviews({ state, onPage, onRetry, write }: AppReviewsProps) {
  const t = useT();
  if (state.status === 'loading') return <Skeleton h={180} aria-label={t('store.reviews.loading')} />;
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
  const { summary } = state;
  return (
    <Stack gap="lg">
      {summary.count === 0 ? (
        <Stack gap={4}>
          <Text fw={600}>{t('store.detail.noReviews')}</Text>
          <Text c="dimmed" size="sm">
            {t('store.reviews.beFirst')}
          </Text>
        </Stack>
      ) : (
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Stack gap={4} align="center" miw={140}>
            <Text fz={44} fw={700} lh={1}>
              {summary.average}
            </Text>
            <Stars value={summary.average} label={t('store.reviews.average', { average: summary.average })} size={18} />
            <Text size="sm" c="dimmed">
              {t('store.reviews.count', { count: summary.count })}
            </Text>
          </Stack>
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none', flex: '1 1 260px' }} maw={420} aria-label={t('store.reviews.distribution')}>
            {STARS.map((stars) => (
              <Group key={stars} component="li" gap="xs" wrap="nowrap" aria-label={t('store.reviews.bar', { stars, count: summary.distribution[stars], share: ratingShare(summary, stars) })}>
                <Text size="sm" w={52} aria-hidden="true">
                  {t('store.reviews.starsShort', { stars })}
                </Text>
                <Box h={8} style={{ flex: 1, borderRadius: 4, background: 'var(--mantine-color-default-border)', overflow: 'hidden' }} aria-hidden="true">
                  <Box h="100%" w={`${ratingShare(summary, stars)}%`} bg="yellow.6" data-testid={`bar-${stars}`} />
                </Box>
                <Text size="sm" c="dimmed" w={32} ta="right" aria-hidden="true">
                  {summary.distribution[stars]}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
      {state.mine ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('store.reviews.yours')}
          </Title>
          <ReviewItem review={state.mine} />
        </Stack>
      ) : null}
      {write}
      {state.reviews.length ? (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('store.reviews.all')}
          </Title>
          <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('store.reviews.list')}>
            {state.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </Stack>
          {state.pageCount > 1 ? (
            <Group justify="center" component="nav" aria-label={t('store.reviews.pages')}>
              <Pagination
                total={state.pageCount}
                value={state.page}
                onChange={onPage}
                getControlProps={(control) => ({ 'aria-label': t(`store.reviews.${control}` as 'store.reviews.next') })}
                getItemProps={(page) => ({ 'aria-label': t('store.reviews.page', { page }) })}
              />
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

function ReviewItem({ review }: { review: ReviewRow }) {
  const t = useT();
  return (
    <Group component="article" aria-label={t('store.reviews.by', { name: review.author })} align="flex-start" gap="sm" wrap="nowrap">
      <Avatar radius="xl" size={36} color="initials" name={review.author} aria-hidden="true" />
      <Stack gap={2} miw={0}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {review.author}
          </Text>
          <Stars value={String(review.rating)} label={t('store.reviews.rated', { stars: review.rating })} size={14} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('store.reviews.meta', { date: review.date, version: review.version })}
        </Text>
        {review.content ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {review.content}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
