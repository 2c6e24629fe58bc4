import { ActionIcon, Badge, Box } from '@mantine/core';
import { RouterAnchor } from '../common/RouterLink';
import { useT } from '../i18n';
import { BellIcon } from './shell-icons';

/**
 * The bell with the unread badge (hidden at 0); it opens the notifications page, on the unread
 * ones while there are any (the platform's `?read=false`).
 */
export function NotificationBell({ unread, href }: { unread: number; href: string }) {
  const t = useT();
  return (
    <Box pos="relative">
      <ActionIcon component={RouterAnchor} to={href} search={(unread > 0 ? { read: false } : {}) as never} variant="default" size="lg" aria-label={t('shell.bell', { count: unread })} data-testid="notification-bell">
        <BellIcon />
      </ActionIcon>
      {unread > 0 ? (
        <Badge size="xs" color="red" variant="filled" circle={unread < 10} pos="absolute" top={-4} right={-4} aria-hidden="true" data-testid="unread-badge" style={{ pointerEvents: 'none' }}>
          {unread > 99 ? '99+' : unread}
        </Badge>
      ) : null}
    </Box>
  );
}
