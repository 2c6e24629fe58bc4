import { Box, Button } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { avatarUrl } from '@domain/display/avatar-url';
import { safeReturnPath } from '@domain/navigation';
import { ensureArea, useI18n } from '@ui/i18n';
import { isAdminRole } from '@domain/platform';
import { AccountButton } from '@ui/shell/AccountButton';
import { SessionAppsButton } from '@ui/shell/SessionAppsButton';
import { NotificationBell } from '@ui/shell/NotificationBell';
import { hasNotificationEntry, sessionApps, userMenuLinks } from './header-nav';
import { useUnreadCount } from './notifications';
import { toastAlertOf } from './platform';
import { useSession } from '../-app/session';
import { mountPath } from '@adapters/http/mount-path';

// Menu brings floating-ui: the account menu loads on first use (hover, focus or press).
const loadUserMenu = () => import('@ui/shell/UserMenu');
const UserMenu = lazy(loadUserMenu);
// The session-apps popup likewise (Popover), with the app area's texts it shows.
const loadSessionApps = () =>
  Promise.all([import('@ui/shell/SessionAppsPopup'), ensureArea('app')]).then(([module]) => module);
const SessionAppsPopup = lazy(loadSessionApps);

/** The platform's navigation settings, where owner and admin manage the session apps. */
const MANAGE_APPS_PATH = '/.well-known/service/admin/navigation';

/**
 * The session-apps button, and its popup once wanted (sessionManager apps the role may open). In
 * the bar from md (below); the header's mobile menu shows it below md.
 */
export function ShellSessionApps() {
  const { locale } = useI18n();
  const { view } = useSession();
  const [appsWanted, setAppsWanted] = useState(false);
  if (!view?.initialised || !view.user) return null;
  const apps = sessionApps(view.role, locale, window.location.hostname);
  if (apps.length === 0) return null;
  if (!appsWanted) return <SessionAppsButton onOpen={() => setAppsWanted(true)} onIntent={() => void loadSessionApps()} />;
  return (
    <Suspense fallback={<SessionAppsButton onOpen={() => undefined} />}>
      <SessionAppsPopup
        apps={apps}
        defaultOpened
        onManage={
          isAdminRole(view.role)
            ? () => void window.open(`${window.location.origin}${MANAGE_APPS_PATH}`, '_blank', 'noopener')
            : undefined
        }
      />
    </Suspense>
  );
}

/**
 * The header's session part, in the header's order: Log in, or the bell, the session apps (in the
 * bar from md; the mobile menu has them below) and the account menu of the signed-in user.
 */
export function ShellSessionControls({ onChange }: { onChange: () => void }) {
  const { locale, t } = useI18n();
  const { view, runtime } = useSession();
  const href = useRouterState({ select: (state) => state.location.publicHref });
  const [menuWanted, setMenuWanted] = useState(false);
  const user = view?.user ?? null;
  const deps = useMemo(
    () => ({ locale: () => locale, toastAlert: toastAlertOf(), onChange }),
    [locale, onChange],
  );
  const unread = useUnreadCount(user, deps);
  if (!view?.initialised || !runtime) return null;
  if (!user) {
    if (view.gate !== 'loading' || view.busy) return null;
    return (
      <Button
        size="compact-md"
        variant="light"
        onClick={() =>
          runtime.send({
            type: 'user.login',
            returnTo: safeReturnPath(href, { origin: window.location.origin }) ?? mountPath(),
          })
        }
      >
        {t('shell.login')}
      </Button>
    );
  }
  const role = t(
    `shell.identity.${user.role === 'member' ? 'customer' : (user.role ?? 'guest')}` as 'shell.identity.customer',
  );
  const roleLabel = role.startsWith('shell.') ? (user.role ?? 'guest') : role;
  const avatar = user.avatar || avatarUrl({ did: user.did, updatedAt: user.updatedAt ?? null });
  const common = { name: user.fullName, role: roleLabel, avatarUrl: avatar };
  return (
    <>
      {hasNotificationEntry() ? <NotificationBell unread={unread} href="/notifications" /> : null}
      <Box visibleFrom="lg" style={{ display: 'flex' }}>
        <ShellSessionApps />
      </Box>
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
