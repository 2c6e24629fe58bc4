// The main buttons of a detail page (reference §1.3): a paid app is purchased through this
// project's checkout (a checkout session made by the store, then /checkout/pay/{id}); a free one
// launches. A blocked app's buttons are disabled with the store's reason.
import { Button, Group, Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatError } from '@domain/errors';
import type { StoreDetail } from '@adapters/store/schemas';
import { useT } from '@ui/i18n';
import { useStoreNotifier } from './notify';
import { useStoreApi } from './store-api';
import type { Viewer } from './viewer';

export function AppButtons({ app, viewer }: { app: StoreDetail; viewer: Viewer }) {
  const t = useT();
  const navigate = useNavigate();
  const notify = useStoreNotifier();
  const api = useStoreApi();
  const blocked = app.status === 'blocked';
  const price = app.meta.price;
  const purchase = useMutation({
    mutationFn: () => api.purchase(app.did),
    onSuccess: (answer) => void navigate({ to: '/checkout/pay/$id', params: { id: answer.checkoutSessionId } }),
    onError: (error) => notify({ tone: 'error', text: formatError(error) }),
  });
  const disabledTip = (button: ReactElement) => (blocked ? <Tooltip label={t('store.action.blockedTip')}>{button}</Tooltip> : button);

  if (price) {
    if (!viewer.user)
      return disabledTip(
        <Button disabled={blocked} onClick={() => void viewer.login()}>
          {t('store.action.purchaseLogin')}
        </Button>,
      );
    return disabledTip(
      <Button disabled={blocked} loading={purchase.isPending} onClick={() => purchase.mutate()}>
        {t('store.action.purchase', { amount: price })}
      </Button>,
    );
  }
  const launchUrl = `https://launcher.arcblock.io/launch?blocklet_meta_url=${encodeURIComponent(`${location.origin}/store/api/blocklets/${app.did}/blocklet.json`)}`;
  return (
    <Group gap="xs">
      {disabledTip(
        <Button component="a" {...(blocked ? { 'data-disabled': true } : { href: launchUrl })} target="_blank" rel="noopener noreferrer" aria-disabled={blocked} onClick={(e) => blocked && e.preventDefault()}>
          {t('store.action.launch')}
        </Button>,
      )}
      <Button
        variant="default"
        onClick={() => {
          void navigator.clipboard?.writeText(app.did).then(() => notify({ tone: 'success', key: 'store.action.copied' }));
        }}
      >
        {t('store.action.copyDid')}
      </Button>
    </Group>
  );
}
