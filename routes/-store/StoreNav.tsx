// The store's section links: browse for everybody, the developer pages for developers, the
// console for admins.
import { Group } from '@mantine/core';
import { useT } from '@ui/i18n';
import { RouterAnchor } from '@ui/common/RouterLink';
import { useDeveloperStatus, useViewer } from './viewer';

export function StoreNav() {
  const t = useT();
  const viewer = useViewer();
  const developer = useDeveloperStatus(Boolean(viewer.user)).data?.developer === true;
  return (
    <Group component="nav" aria-label={t('store.nav.label')} gap="md" mb="md" wrap="wrap">
      <RouterAnchor to="/store" activeOptions={{ exact: true }} size="sm">
        {t('store.nav.browse')}
      </RouterAnchor>
      {developer ? (
        <>
          <RouterAnchor to="/store/developer/blocklets" size="sm">
            {t('store.nav.myApps')}
          </RouterAnchor>
          <RouterAnchor to="/store/developer/access-tokens" size="sm">
            {t('store.nav.tokens')}
          </RouterAnchor>
        </>
      ) : null}
      {viewer.user ? (
        <RouterAnchor to="/store/profile" size="sm">
          {t('store.nav.profile')}
        </RouterAnchor>
      ) : null}
      {viewer.isAdmin ? (
        <>
          <RouterAnchor to="/store/console/blocklets" size="sm">
            {t('store.nav.console')}
          </RouterAnchor>
          <RouterAnchor to="/store/console/categories" size="sm">
            {t('store.nav.categories')}
          </RouterAnchor>
          <RouterAnchor to="/store/console/developers" size="sm">
            {t('store.nav.developers')}
          </RouterAnchor>
        </>
      ) : null}
    </Group>
  );
}
