// The main buttons of a detail page (docs/reference/store-shell.md §1.3): a paid app is purchased through this
// project's checkout (a checkout session made by the store, then /checkout/pay/{id}) once; after
// that it launches like a free one, and says when it was bought. A version that was never
// published offers neither (it is a preview). A blocked app's buttons are disabled with the
// store's reason.
import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatDate } from '@domain/display/format-date';
import { formatError } from '@domain/errors';
import type { StoreDetail } from '@adapters/store/schemas';
import { useI18n } from '@ui/i18n';
import { useAction } from '../-app/useAction';
import { useStoreNotifier } from './notify';
import { storeKeys, storePurchaseQuery } from '@adapters/store/store-queries';
import { useStoreApi } from './store-api';
import type { Viewer } from './viewer';

export function AppButtons({ app, viewer }: { app: StoreDetail; viewer: Viewer }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const notify = useStoreNotifier();
  const api = useStoreApi();
  const queryClient = useQueryClient();
  const blocked = app.status === 'blocked';
  const price = app.meta.price;
  const shown = app.specifiedVersion ?? app.currentVersion;
  // docs/reference/store-shell.md §1.3 disables Launch without a current version; a version that was never published
  // is a preview here: nothing to launch or buy in it.
  const published = shown?.status === 'PUBLISHED';
  const viewerDid = viewer.user?.did ?? '';
  // Under ['store'], which an identity switch or a review event invalidates.
  const owned = useQuery({ ...storePurchaseQuery(api, app.did, viewerDid), enabled: Boolean(price) && published && Boolean(viewer.user) });
  // One request per press (useAction): a double click on Purchase makes one checkout session.
  const purchase = useAction({
    run: () => api.purchase(app.did),
    onSuccess: (answer) => void navigate({ to: '/checkout/pay/$id', params: { id: answer.checkoutSessionId } }),
    onError: (error) => {
      notify({ tone: 'error', text: formatError(error) });
      // "Already purchased" (another tab bought it): the page shows Launch from now on.
      void queryClient.invalidateQueries({ queryKey: storeKeys.purchase(app.did, viewerDid) });
    },
  });
  const disabledTip = (button: ReactElement) => (blocked ? <Tooltip label={t('store.action.blockedTip')}>{button}</Tooltip> : button);

  const copyDid = (
    <Button
      variant="default"
      onClick={() => {
        void navigator.clipboard?.writeText(app.did).then(() => notify({ tone: 'success', key: 'store.action.copied' }));
      }}
    >
      {t('store.action.copyDid')}
    </Button>
  );
  if (!published) return copyDid;

  if (price) {
    // Until the session is known, and then until the store says whether this viewer bought it.
    const checking = <Button loading disabled aria-label={t('store.action.purchaseChecking')} />;
    if (viewer.user === undefined) return checking;
    if (!viewer.user)
      return disabledTip(
        <Button disabled={blocked} onClick={() => void viewer.login()}>
          {t('store.action.purchaseLogin')}
        </Button>,
      );
    if (owned.isPending) return checking;
    if (!owned.data?.purchased)
      return disabledTip(
        <Button disabled={blocked} loading={purchase.busy} onClick={() => void purchase.run()}>
          {t('store.action.purchase', { amount: price })}
        </Button>,
      );
  }
  const launchUrl = `https://launcher.arcblock.io/launch?blocklet_meta_url=${encodeURIComponent(`${location.origin}/store/api/blocklets/${app.did}/blocklet.json`)}`;
  const boughtAt = owned.data?.purchased ? owned.data.purchasedAt : null;
  return (
    <Stack gap={6} align="flex-start">
      <Group gap="xs">
        {disabledTip(
          <Button component="a" {...(blocked ? { 'data-disabled': true } : { href: launchUrl })} target="_blank" rel="noopener noreferrer" aria-disabled={blocked} onClick={(e) => blocked && e.preventDefault()}>
            {t('store.action.launch')}
          </Button>,
        )}
        {copyDid}
      </Group>
      {boughtAt ? (
        <Text size="sm" c="dimmed" data-testid="store-purchased">
          {t('store.action.purchasedOn', { date: formatDate(boughtAt, 'll', locale) })}
        </Text>
      ) : null}
    </Stack>
  );
}
