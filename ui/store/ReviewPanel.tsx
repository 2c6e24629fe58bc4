import { Alert, Badge, Button, Card, Group, Loader, Modal, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { reviewActionKey, reviewStateKey, type ReviewAction } from '@domain/review';
import type { AppReviewView } from '@machines/app-review/app-review.view';
import { useT, type MessageKey } from '@ui/i18n';
import type { CategoryOption, ReviewMessage } from './types';

export interface ReviewPanelProps {
  version: string;
  view: AppReviewView;
  history: ReviewMessage[] | null;
  categories: CategoryOption[];
  errorText: string | null;
  /** A standing note for this person (e.g. the publish stake under staking mode). */
  notice?: string | null;
  onAct: (intent: { action: ReviewAction; content?: string; category?: string }) => void;
  onConfirm: () => void;
  onDismiss: () => void;
  onRetry: () => void;
}

// Actions that need the typed message (the store's drawer disables them without one).
const NEEDS_TEXT: ReadonlyArray<ReviewAction> = ['approve', 'reject', 'reply', 'comment'];
const DANGER: ReadonlyArray<ReviewAction> = ['reject', 'cancel'];

/**
 * One version's review: its state, the actions this person may take (from the machine's view),
 * a message box, the history, and the confirmation irreversible actions need. Buttons are
 * disabled while an action is on its way; the state shown is always the server's.
 */
export function ReviewPanel(props: ReviewPanelProps) {
  const t = useT();
  const { view } = props;
  const [content, setContent] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const statusLabel = view.status ? t(reviewStateKey(view.status) as MessageKey) : '';
  const act = (action: ReviewAction) => {
    props.onAct({ action, ...(NEEDS_TEXT.includes(action) || action === 'start' ? { content } : {}), ...(action === 'approve' ? { category: category ?? '' } : {}) });
    if (NEEDS_TEXT.includes(action) && content.trim() && (action !== 'approve' || category)) setContent('');
  };
  const buttons = view.actions.filter((a) => a !== 'autoPublish');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`review-${props.version}`}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={`review-${props.version}`}>
            {t('store.review.title', { version: props.version })}
          </Title>
          <Group gap="xs" role="status" aria-label={t('store.review.status')}>
            {view.busy ? <Loader size="xs" aria-label={t('store.review.busy')} /> : null}
            {view.status ? <Badge size="lg" variant="light" color={view.final ? 'gray' : 'blue'}>{statusLabel}</Badge> : null}
          </Group>
        </Group>
        {view.phase === 'failed' ? (
          <Alert color="red" title={t('store.review.loadFailed')}>
            <Button size="xs" variant="light" onClick={props.onRetry}>
              {t('store.review.retry')}
            </Button>
          </Alert>
        ) : null}
        {props.notice ? <Alert color="blue" role="note">{props.notice}</Alert> : null}
        {props.errorText ? <Alert color="red" role="alert">{props.errorText}</Alert> : null}
        {view.refusalKey ? <Alert color="orange" role="alert">{t(view.refusalKey as MessageKey)}</Alert> : null}
        {view.final ? <Text size="sm" c="dimmed">{t('store.review.final')}</Text> : null}
        {buttons.some((a) => NEEDS_TEXT.includes(a)) ? (
          <Textarea label={t('store.review.comment')} description={t('store.review.commentHint')} value={content} onChange={(e) => setContent(e.currentTarget.value)} autosize minRows={2} maxLength={1000} />
        ) : null}
        {buttons.includes('approve') ? (
          <Select label={t('store.review.category')} data={props.categories.map((c) => ({ value: c.id, label: c.name }))} value={category} onChange={setCategory} w={280} />
        ) : null}
        {buttons.length ? (
          <Group gap="xs" wrap="wrap">
            {buttons.map((action) => (
              <Button
                key={action}
                variant={DANGER.includes(action) ? 'outline' : action === 'comment' || action === 'reply' ? 'light' : 'filled'}
                {...(DANGER.includes(action) ? { color: 'red' } : {})}
                disabled={view.busy || view.phase !== 'ready'}
                onClick={() => act(action)}
              >
                {t(reviewActionKey(action) as MessageKey)}
              </Button>
            ))}
          </Group>
        ) : null}
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('store.review.history')}
          </Title>
          {props.history === null ? (
            <Loader size="sm" aria-label={t('store.common.loading')} />
          ) : props.history.length === 0 ? (
            <Text size="sm" c="dimmed">{t('store.review.noHistory')}</Text>
          ) : (
            <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('store.review.history')}>
              {props.history.map((m) => (
                <Text key={m.id} component="li" size="sm">
                  <Text span fw={600}>{m.system ? `${t('store.review.system')} · ${m.author}` : m.author}</Text>
                  <Text span c="dimmed"> · {m.date}</Text>
                  <br />
                  {m.content}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
      <Modal closeButtonProps={{ 'aria-label': t('store.common.close') }} opened={view.confirming !== null} onClose={props.onDismiss} title={t('store.review.confirmTitle')} centered>
        <Stack gap="md">
          <Text>{view.confirming ? t(view.confirming.textKey as MessageKey) : ''}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={props.onDismiss}>
              {t('store.review.confirmKeep')}
            </Button>
            <Button color="red" onClick={props.onConfirm}>
              {view.confirming ? t('store.review.confirmYes', { action: t(reviewActionKey(view.confirming.action) as MessageKey) }) : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
