import { Avatar, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Notification } from '@domain/model';
import { formatDate } from '@domain/display';
import { useI18n } from '../i18n';
import { notificationHeading } from './notification-text';

/** Severity → colour of the badge and the left edge (error and warning stand out). */
export const SEVERITY_COLORS = {
  error: 'red',
  warning: 'yellow',
  success: 'teal',
  info: 'blue',
  normal: 'gray',
} as const;

export interface NotificationItemProps {
  notification: Notification;
  /** Read by the signed-in person. */
  read: boolean;
  /** Marking this one read is in flight. */
  marking?: boolean | undefined;
  onMarkRead: () => void;
}

/**
 * One notification of the page: severity, heading (an activity reads "{actor} {verb} {target}"
 * with the actor's avatar), the text, when, the source, and Mark as read while unread. The text
 * is shown as plain text: a notification never injects markup.
 */
export function NotificationItem({ notification, read, marking, onMarkRead }: NotificationItemProps) {
  const { t, locale } = useI18n();
  const severity = notification.severity ?? 'normal';
  const heading = notificationHeading(notification, t);
  const actor = notification.activity ? notification.actorInfo : null;
  const created = notification.createdAt
    ? formatDate(notification.createdAt, 'YYYY-MM-DD HH:mm', locale)
    : null;
  return (
    <Paper
      component="article"
      withBorder
      p="md"
      radius="md"
      aria-label={heading}
      data-testid="notification-item"
      data-read={read}
      style={{ borderInlineStart: `4px solid var(--mantine-color-${SEVERITY_COLORS[severity]}-filled)` }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {actor ? (
          <Avatar src={actor.avatar ?? null} alt="" radius="xl" size={36} color="indigo">
            {(actor.fullName ?? actor.did).slice(0, 1)}
          </Avatar>
        ) : null}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h5" fw={read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
              {heading}
            </Title>
            {read ? null : (
              <Badge size="sm" variant="filled" color="indigo">
                {t('app.notifications.new')}
              </Badge>
            )}
          </Group>
          {notification.description ? <NotificationText text={notification.description} id={`${notification.id}-text`} /> : null}
          <Group gap="xs" wrap="wrap">
            <Badge size="sm" variant="light" color={SEVERITY_COLORS[severity]}>
              {t(`app.notifications.severity.${severity}`)}
            </Badge>
            {notification.source === 'system' ? (
              <Badge size="sm" variant="outline" color="gray">
                {t('app.notifications.system')}
              </Badge>
            ) : null}
            {created ? (
              <Text size="xs" c="dimmed" component="time" dateTime={String(notification.createdAt)}>
                {created}
              </Text>
            ) : null}
            {read ? null : (
              <Box ml="auto">
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={!!marking}
                  onClick={onMarkRead}
                  aria-label={t('app.notifications.markOneRead', { title: heading })}
                >
                  {t('app.notifications.markRead')}
                </Button>
              </Box>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** A description longer than this, or with more lines, is clamped until the reader asks for all of it. */
const CLAMP_CHARS = 280;
const CLAMP_LINES = 4;

/** The notification's text: long ones show their first lines and a Show more / Show less toggle. */
function NotificationText({ text, id }: { text: string; id: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const long = text.length > CLAMP_CHARS || text.split('\n').length > CLAMP_LINES;
  return (
    <>
      <Text id={id} size="sm" {...(long && !open ? { lineClamp: CLAMP_LINES } : {})} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="notification-text">
        {text}
      </Text>
      {long ? (
        <Button variant="subtle" size="compact-xs" px={0} w="fit-content" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {t(open ? 'app.notifications.showLess' : 'app.notifications.showMore')}
        </Button>
      ) : null}
    </>
  );
}
