import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Notification, NotificationSeverity } from '@domain/model';
import { useT } from '../i18n';
import { NotificationItem } from './NotificationItem';

export interface NotificationFilters {
  /** '' is all. */
  severity: NotificationSeverity | '';
  source: 'system' | '';
  read: 'true' | 'false' | '';
}

export type NotificationsListState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      items: readonly { notification: Notification; read: boolean }[];
      count: number;
      page: number;
      pageCount: number;
    };

export interface NotificationsPageProps {
  filters: NotificationFilters;
  /** One notification is shown (a toast's link); null: the filtered list. */
  single: boolean;
  list: NotificationsListState;
  /** The person's unread count (all filters), for the lead line and Mark all as read. */
  unread: number;
  /** Which notification is being marked read ('all' for every one). */
  marking: string | null;
  onFilter: (filters: NotificationFilters) => void;
  onShowAll: () => void;
  onPage: (page: number) => void;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  onRetry: () => void;
  /** Marking read failed: the text, until dismissed. */
  markError?: string | null | undefined;
  onDismissMarkError?: () => void;
}

const SEVERITIES: readonly NotificationSeverity[] = ['normal', 'success', 'info', 'warning', 'error'];

/**
 * The signed-in person's notifications (docs/spec/shell-store-and-tables.md §7): filters by severity (default all), source
 * (system or all) and read state, mark one or all as read, pages of 10. New ones arrive while the
 * page is open (the list refreshes); loading, empty and error states keep the filters in place.
 */
export function NotificationsPage(props: NotificationsPageProps) {
  const t = useT();
  const { filters, unread, marking, onFilter } = props;
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>{t('app.notifications.title')}</Title>
            <Text c="dimmed" size="sm" aria-live="polite" data-testid="notifications-unread">
              {unread > 0
                ? t('app.notifications.unreadCount', { count: unread })
                : t('app.notifications.allRead')}
            </Text>
          </div>
          <Button
            variant="light"
            disabled={unread === 0}
            loading={marking === 'all'}
            onClick={props.onMarkAllRead}
          >
            {t('app.notifications.markAllRead')}
          </Button>
        </Group>
        <Paper
          component="form"
          withBorder
          p="sm"
          radius="md"
          aria-label={t('app.notifications.filters')}
          onSubmit={(event) => event.preventDefault()}
        >
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <NativeSelect
              label={t('app.notifications.severity')}
              value={filters.severity}
              data={[
                { value: '', label: t('app.notifications.all') },
                ...SEVERITIES.map((s) => ({ value: s, label: t(`app.notifications.severity.${s}`) })),
              ]}
              onChange={(event) =>
                onFilter({
                  ...filters,
                  severity: event.currentTarget.value as NotificationFilters['severity'],
                })
              }
              miw={140}
            />
            <NativeSelect
              label={t('app.notifications.source')}
              value={filters.source}
              data={[
                { value: '', label: t('app.notifications.all') },
                { value: 'system', label: t('app.notifications.system') },
              ]}
              onChange={(event) =>
                onFilter({ ...filters, source: event.currentTarget.value as NotificationFilters['source'] })
              }
              miw={140}
            />
            <NativeSelect
              label={t('app.notifications.status')}
              value={filters.read}
              data={[
                { value: '', label: t('app.notifications.all') },
                { value: 'false', label: t('app.notifications.unread') },
                { value: 'true', label: t('app.notifications.read') },
              ]}
              onChange={(event) =>
                onFilter({ ...filters, read: event.currentTarget.value as NotificationFilters['read'] })
              }
              miw={140}
            />
          </Group>
        </Paper>
        {props.markError ? (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => props.onDismissMarkError?.()}
          >
            {t('app.notifications.markFailed', { message: props.markError })}
          </Alert>
        ) : null}
        {props.single ? (
          <Text size="sm">
            {t('app.notifications.single')}{' '}
            <Anchor component="button" type="button" onClick={props.onShowAll}>
              {t('app.notifications.showAll')}
            </Anchor>
          </Text>
        ) : null}
        <NotificationsList {...props} />
      </Stack>
    </Container>
  );
}

function NotificationsList({ list, marking, onMarkRead, onPage, onRetry }: NotificationsPageProps) {
  const t = useT();
  if (list.status === 'loading') {
    return (
      <Stack gap="sm" aria-busy="true" data-testid="notifications-loading">
        <VisuallyHidden role="status">{t('app.notifications.loading')}</VisuallyHidden>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={92} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.status === 'failed') {
    return (
      <Alert color="red" role="alert" title={t('app.notifications.failedTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('app.notifications.failed', { message: list.message })}</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (list.items.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md" ta="center" data-testid="notifications-empty">
        <Text c="dimmed">{t('app.notifications.empty')}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('app.notifications.listLabel', { count: list.count })}
      >
        {list.items.map(({ notification, read }) => (
          <li key={notification.id}>
            <NotificationItem
              notification={notification}
              read={read}
              marking={marking === notification.id}
              onMarkRead={() => onMarkRead(notification.id)}
            />
          </li>
        ))}
      </Stack>
      {list.pageCount > 1 ? (
        <Group component="nav" aria-label={t('app.notifications.pages')} justify="center">
          <Pagination
            total={list.pageCount}
            value={list.page}
            onChange={onPage}
            size="sm"
            getItemProps={(page) => ({ 'aria-label': t('app.notifications.page', { page }) })}
            getControlProps={(control) => ({ 'aria-label': t(`app.notifications.${control}`) })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
