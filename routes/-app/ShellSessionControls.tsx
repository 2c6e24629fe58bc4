import { Button } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { avatarUrl } from '@domain/display/avatar-url';
import { safeReturnPath } from '@domain/navigation';
import { useI18n } from '@ui/i18n';
import { AccountButton } from '@ui/shell/AccountButton';
import { NotificationBell } from '@ui/shell/NotificationBell';
import { hasNotificationEntry, userMenuLinks } from './header-nav';
import { useUnreadCount } from './notifications';
import { toastAlertOf } from './platform';
import { useSession } from './session';

// Menu brings floating-ui: the account menu loads on first use (hover, focus or press).
const loadUserMenu = () => import('@ui/shell/UserMenu');
const UserMenu = lazy(loadUserMenu);

/** The header's session part: Log in, or the bell and the account menu of the signed-in user. */
export function ShellSessionControls({ onChange }: { onChange: () => void }) {
  const { locale, t } = useI18n();
  const { view, runtime } = useSession();
  const href = useRouterState({ select: (state) => state.location.href });
  const [menuWanted, setMenuWanted] = useState(false);
  const user = view?.user ?? null;
  const deps = useMemo(() => ({ locale: () => locale, toastAlert: toastAlertOf(), onChange }), [locale, onChange]);
  const unread = useUnreadCount(user, deps);
  if (!view?.initialised || !runtime) return null;
  if (!user) {
    if (view.gate !== 'loading' || view.busy) return null;
    return (
      <Button size="compact-md" variant="light" onClick={() => runtime.send({ type: 'user.login', returnTo: safeReturnPath(href, { origin: window.location.origin }) ?? '/' })}>
        {t('shell.login')}
      </Button>
    );
  }
  const role = t(`shell.identity.${user.role === 'member' ? 'customer' : (user.role ?? 'guest')}` as 'shell.identity.customer');
  const roleLabel = role.startsWith('shell.') ? (user.role ?? 'guest') : role;
  const avatar = user.avatar || avatarUrl({ did: user.did, updatedAt: user.updatedAt ?? null });
  const common = { name: user.fullName, role: roleLabel, avatarUrl: avatar };
  return (
    <>
      {hasNotificationEntry() ? <NotificationBell unread={unread} href="/notifications" /> : null}
      {menuWanted ? (
        <Suspense fallback={<AccountButton {...common} onOpen={() => undefined} />}>
          <UserMenu
            {...common}
            defaultOpened
            links={userMenuLinks(view.role, locale, window.location.hostname)}
            notificationsHref={hasNotificationEntry() ? '/notifications' : undefined}
            onLogout={() => runtime.send({ type: 'user.logout' })}
          />
        </Suspense>
      ) : (
        <AccountButton {...common} onOpen={() => setMenuWanted(true)} onIntent={() => void loadUserMenu()} />
      )}
    </>
  );
}
