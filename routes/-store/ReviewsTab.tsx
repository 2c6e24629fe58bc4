// The Reviews tab of an app page: the summary and a page of reviews from the store (the page is
// in the URL, ?tab=reviews&reviews=2), and the writing area — a form for a signed-in visitor, a
// log-in button for a guest, nothing to write for the app's owner.
import { Button, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatError } from '@domain/errors';
import { REVIEWS_PAGE_SIZE } from '@domain/store';
import { useT } from '@ui/i18n';
import { AppReviews, type ReviewRow, type ReviewsState } from '@ui/store/AppReviews';
import { ReviewForm } from '@ui/store/ReviewForm';
import type { StoreRating } from '@adapters/store/schemas';
import { useAction } from '../-app/useAction';
import { shortDate } from './mappers';
import { useStoreNotifier } from './notify';
import { storeKeys, storeRatingsQuery } from '@adapters/store/store-queries';
import { useStoreApi } from './store-api';
import type { Viewer } from './viewer';

const toRow = (r: StoreRating): ReviewRow => ({ id: r.id, author: r.authorName, rating: r.rating, content: r.content, version: r.version, date: shortDate(r.createdAt) });

export function ReviewsTab({ did, ownerDid, viewer, page, onPage }: { did: string; ownerDid: string; viewer: Viewer; page: number; onPage: (page: number) => void }) {
  const t = useT();
  const api = useStoreApi();
  const notify = useStoreNotifier();
  const queryClient = useQueryClient();
  const [writing, setWriting] = useState(false);
  const ratings = useQuery(storeRatingsQuery(api, did, page, REVIEWS_PAGE_SIZE, viewer.user?.did ?? ''));
  // One request per press (useAction): a double click on Submit posts one rating; a failure keeps the form.
  const post = useAction({
    run: ({ rating, content }: { rating: number; content: string }) => api.rate(did, rating, content),
    onSuccess: async () => {
      setWriting(false);
      notify({ tone: 'success', key: 'store.reviews.thanks' });
      await queryClient.invalidateQueries({ queryKey: storeKeys.ratingsOf(did) });
      // The newest review is on the first page.
      onPage(1);
    },
  });

  const data = ratings.data;
  const state: ReviewsState = data
    ? {
        status: 'ready',
        summary: data.summary,
        reviews: data.dataList.map(toRow),
        page,
        pageCount: Math.max(1, Math.ceil(data.total / REVIEWS_PAGE_SIZE)),
        mine: data.mine ? toRow(data.mine) : null,
      }
    : ratings.isError
      ? { status: 'failed', message: formatError(ratings.error) }
      : { status: 'loading' };

  const mine = data?.mine ?? null;
  const write = !viewer.user ? (
    <Button variant="light" onClick={() => void viewer.login()} w="fit-content">
      {t('store.reviews.login')}
    </Button>
  ) : viewer.user.did === ownerDid ? (
    <Text c="dimmed" size="sm">
      {t('store.reviews.own')}
    </Text>
  ) : writing ? (
    <ReviewForm
      initial={mine ? { rating: mine.rating, content: mine.content } : null}
      busy={post.busy}
      error={post.failed ? formatError(post.error) : null}
      onSubmit={(rating, content) => void post.run({ rating, content })}
      onCancel={() => {
        post.reset();
        setWriting(false);
      }}
    />
  ) : (
    <Button variant="light" onClick={() => setWriting(true)} w="fit-content">
      {mine ? t('store.reviews.edit') : t('store.reviews.write')}
    </Button>
  );

  return <AppReviews state={state} onPage={onPage} onRetry={() => void ratings.refetch()} write={data ? write : null} />;
}
