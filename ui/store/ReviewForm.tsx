import { Alert, Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { REVIEW_TEXT_MAX, validateReview, type StarCount } from '@domain/store';
import { useT } from '@ui/i18n';

export interface ReviewFormProps {
  /** The viewer's earlier review, to edit. */
  initial: { rating: number; content: string } | null;
  busy: boolean;
  /** The server's refusal, already in words. */
  error: string | null;
  onSubmit: (rating: StarCount, content: string) => void;
  onCancel: () => void;
}

/** Write or edit a review: a rating of 1–5 stars (required) and a text (optional, at most 1000 characters). */
export function ReviewForm({ initial, busy, error, onSubmit, onCancel }: ReviewFormProps) {
  const t = useT();
  const [rating, setRating] = useState(initial ? String(initial.rating) : '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Stack
      component="form"
      gap="sm"
      aria-label={initial ? t('store.reviews.edit') : t('store.reviews.write')}
      onSubmit={(e) => {
        e.preventDefault();
        const value = Number(rating);
        const checked = validateReview(value, content);
        if (!checked.ok) {
          setProblem(t(checked.key, checked.params ?? {}));
          return;
        }
        setProblem(null);
        onSubmit(value as StarCount, checked.value);
      }}
      maw={560}
    >
      <Radio.Group label={t('store.reviews.ratingLabel')} value={rating} onChange={setRating} withAsterisk>
        <Group gap="md" mt={6}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <Radio key={stars} value={String(stars)} label={t('store.reviews.option', { stars })} />
          ))}
        </Group>
      </Radio.Group>
      <Textarea
        label={t('store.reviews.text')}
        description={t('store.reviews.textHint', { max: REVIEW_TEXT_MAX })}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
        rows={4}
      />
      {problem || error ? (
        <Alert color="red" role="alert">
          {problem ?? error}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button type="submit" loading={busy}>
          {t('store.reviews.submit')}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('store.reviews.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
