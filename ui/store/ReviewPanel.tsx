import { Alert, Badge, Button, Card, Group, Loader, Modal, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { reviewActionKey, reviewStateKey, type ReviewAction } from '@domain/review';
import type { AppReviewView } from '@machines/app-review/app-review.view';
import { useT, type MessageKey } from '@ui/i18n';
import { reviewStateColor } from './review-state-color';
import type { CategoryOption, ReviewMessage } from './types';

export interface ReviewPanelProps {
  /** The app the version belongs to, named in the heading (absent on the app's own page). */
  app?: string;
  version: string;
  /** Opened by the person (Review pressed): scroll it into view and move focus to its heading. */
  focusOnOpen?: boolean;
  view: AppReviewView;
  history: ReviewMessage[] | null;
  categories: CategoryOption[];
  errorText: string | null;
  /** A standing note for this person (e.g. the publish stake under staking mode). */
  notice?: string | null;
  onType: (message: string) => void;
  onPickCategory: (category: string) => void;
  onAct: (action: ReviewAction) => void;
  onConfirm: () => void;
  onDismiss: () => void;
  onRetry: () => void;
  /** Asks the store again (the other side may have acted while the relay was away). */
  onRefresh: () => void;
}

const DANGER: ReadonlyArray<ReviewAction> = ['reject', 'cancel'];

/**
 * One version's review: its state, the actions this person may take (from the machine's view),
 * a message box, the history, and the confirmation irreversible actions need. The message and
 * the category are the machine's (they survive the confirmation and its cancel); buttons are
 * disabled while an action is on its way, and those that need a message while none is typed.
 * The state shown is always the server's.
 */
export function ReviewPanel(props: ReviewPanelProps) {
  const t = useT();
  const { view, focusOnOpen } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a list: bring it where the person is looking, and say so to a screen reader.
  useEffect(() => {
    if (!focusOnOpen || !heading.current) return;
    heading.current.scrollIntoView?.({ block: 'start' });
    heading.current.focus({ preventScroll: true });
  }, [focusOnOpen]);
  const statusLabel = view.status ? t(reviewStateKey(view.status) as MessageKey) : '';
  const buttons = view.actions.filter((a) => a !== 'autoPublish');
  // The hint names only what this person can do (a developer never sees approve or reject).
  const hint = view.messageActions.some((a) => a !== 'comment') ? t('store.review.commentHint') : t('store.review.commentHintComment');
  const headingId = `review-${props.version}`;
  const confirming = view.confirming;
  const actionLabel = confirming ? t(reviewActionKey(confirming.action) as MessageKey) : '';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId} style={{ scrollMarginTop: 16 }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1} style={{ overflowWrap: 'anywhere' }}>
            {props.app ? t('store.review.titleOf', { version: props.version, app: props.app }) : t('store.review.title', { version: props.version })}
          </Title>
          <Group gap="xs">
            <Group gap="xs" role="status" aria-label={t('store.review.status')}>
              {view.busy ? <Loader size="xs" aria-label={t('store.review.busy')} /> : null}
              {view.status ? <Badge size="lg" variant="light" color={reviewStateColor(view.status)}>{statusLabel}</Badge> : null}
            </Group>
            {/* Only a shown review can be asked again: loading has its own spinner, a failed load its Retry. */}
            <Button size="xs" variant="subtle" disabled={view.busy || view.phase !== 'ready' || view.confirming !== null} onClick={props.onRefresh}>
              {t('store.review.refresh')}
            </Button>
          </Group>
        </Group>
        {view.phase === 'failed' ? (
          <Alert color="red" title={t('store.review.loadFailed')}>
            <Button size="xs" variant="light" onClick={props.onRetry}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : null}
        {props.notice ? <Alert color="blue" role="note">{props.notice}</Alert> : null}
        {props.errorText ? <Alert color="red" role="alert">{props.errorText}</Alert> : null}
        {view.refusalKey ? <Alert color="orange" role="alert">{t(view.refusalKey as MessageKey)}</Alert> : null}
        {view.final ? <Text size="sm" c="dimmed">{t('store.review.final')}</Text> : null}
        {view.messageActions.length ? (
          <Textarea label={t('store.review.comment')} description={hint} value={view.message} onChange={(e) => props.onType(e.currentTarget.value)} autosize minRows={2} maxLength={1000} />
        ) : null}
        {buttons.includes('approve') ? (
          <Select
            label={t('store.review.category')}
            data={props.categories.map((c) => ({ value: c.id, label: c.name }))}
            value={view.category || null}
            onChange={(value) => props.onPickCategory(value ?? '')}
            w="100%"
            maw={280}
          />
        ) : null}
        {buttons.length ? (
          <Group gap="xs" wrap="wrap">
            {buttons.map((action) => (
              <Button
                key={action}
                variant={DANGER.includes(action) ? 'outline' : action === 'comment' || action === 'reply' ? 'light' : 'filled'}
                {...(DANGER.includes(action) ? { color: 'red' } : {})}
                disabled={view.busy || view.phase !== 'ready' || view.waitingForMessage.includes(action)}
                onClick={() => props.onAct(action)}
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
      <Modal closeButtonProps={{ 'aria-label': t('store.common.close') }} opened={confirming !== null} onClose={props.onDismiss} title={t('store.review.confirmTitle')} centered>
        <Stack gap="md">
          <Text>{confirming ? t(confirming.textKey as MessageKey) : ''}</Text>
          {/* The other side acted while this was open: say what the version is now; the typed reason stays in the box. */}
          {confirming?.changed ? (
            <Alert color="yellow" role="alert">
              {t('store.review.confirmChanged', { status: t(reviewStateKey(confirming.changed.status) as MessageKey) })}
              {confirming.refusalKey ? ` ${t('store.review.confirmRefused', { action: actionLabel, reason: t(confirming.refusalKey as MessageKey) })}` : ''}
            </Alert>
          ) : null}
          {view.busy ? <Loader size="xs" aria-label={t('store.review.confirmChecking')} /> : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" disabled={view.busy} onClick={props.onDismiss}>
              {confirming?.refusalKey ? t('store.review.confirmBack') : t('store.review.confirmKeep')}
            </Button>
            <Button color="red" disabled={view.busy || Boolean(confirming?.refusalKey)} onClick={props.onConfirm}>
              {confirming ? t('store.review.confirmYes', { action: actionLabel }) : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
