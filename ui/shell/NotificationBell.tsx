import { ActionIcon, Badge, Box, type ActionIconProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useT } from '../i18n';
import { BellIcon } from './shell-icons';

// An ActionIcon that is a router link. Not `component={RouterAnchor}`: Anchor's own styles (link
// colour, no border) replaced the default variant, so the bell looked unlike its neighbours.
type ActionIconLinkProps = ActionIconProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };
const ActionIconLink = createLink((props: ActionIconLinkProps) => <ActionIcon component="a" {...props} />);

/**
 * The bell with the unread badge (hidden at 0); it opens the notifications page, on the unread
 * ones while there are any (the platform's `?read=false`).
 */
export function NotificationBell({ unread, href }: { unread: number; href: string }) {
  const t = useT();
  return (
    <Box pos="relative">
      <ActionIconLink
        to={href}
        search={(unread > 0 ? { read: false } : {}) as never}
        preload="intent"
        variant="default"
        size="lg"
        aria-label={t('shell.bell', { count: unread })}
        data-testid="notification-bell"
      >
        <BellIcon />
      </ActionIconLink>
      {unread > 0 ? (
        <Badge
          size="xs"
          color="red"
          variant="filled"
          circle={unread < 10}
          pos="absolute"
          top={-6}
          right={-6}
          aria-hidden="true"
          data-testid="unread-badge"
          // Two or three digits ('12', '99+') must not be cut to '1…' by the label's ellipsis.
          styles={{ root: { pointerEvents: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
          {...(unread < 10 ? {} : { px: 4 })}
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      ) : null}
    </Box>
  );
}
