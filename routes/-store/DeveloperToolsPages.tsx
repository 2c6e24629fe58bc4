// Developer self-service pages: /store/gen-key-pair (Web Crypto, loaded on use), /store/connect-cli
// and /store/connect-studio (through the wallet port, after checking the connect link), /store/join
// (staking mode only) and /store/profile.
import { Alert, Button, Checkbox, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { formatError } from '@domain/errors';
import type { WalletAction } from '@machines/ports';
import { localizeErrorText, useI18n } from '@ui/i18n';
import { AppCard } from '@ui/store/AppCard';
import { KeyPairPanel, type KeyPairView } from '@ui/store/KeyPairPanel';
import { StoreMessage } from '@ui/store/StoreMessage';
import { useSignedInUser } from '../-app/signed-in';
import { useAction } from '../-app/useAction';
import { StoreNav } from './StoreNav';
import { toCard } from './mappers';
import { generateKeyPairOnUse, useKeyPairCopy } from './key-pair-on-use';
import { appsByOwnerQuery, storeKeys } from '@adapters/store/store-queries';
import { useStoreApi } from './store-api';
import { useDeveloperStatus, usePreferences } from './viewer';

export function GenKeyPairPage() {
  const copy = useKeyPairCopy();
  const [pair, setPair] = useState<KeyPairView | null>(null);
  const [busy, setBusy] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  const generate = async () => {
    setBusy(true);
    try {
      setPair(await generateKeyPairOnUse());
    } catch {
      setUnsupported(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container size="xl" py="lg">
      <StoreNav />
      <KeyPairPanel pair={pair} busy={busy} unsupported={unsupported} onGenerate={() => void generate()} onCopy={copy} />
    </Container>
  );
}

/** A connect link carries a token: an http(s) URL with a non-empty token parameter. */
export function isValidConnectUrl(raw: string | undefined): boolean {
  if (!raw) return false;
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.searchParams.get('__token__') ?? url.searchParams.get('token'));
  } catch {
    return false;
  }
}

export function ConnectPage({ kind, connectUrl, source, monikers }: { kind: 'cli' | 'studio'; connectUrl: string | undefined; source: string; monikers: string }) {
  const { t } = useI18n();
  const api = useStoreApi();
  const { getPorts } = useRouteContext({ from: '__root__' });
  const developer = useDeveloperStatus(true);
  const prefs = usePreferences();
  const [result, setResult] = useState<'done' | 'declined' | 'cancelled' | null>(null);
  // One wallet connect per press (useAction): a double click opens one connect session.
  const connect = useAction({
    run: async () => {
      const ports = await getPorts();
      const action: WalletAction = kind === 'cli' ? 'connect-cli' : 'connect-studio';
      const outcome = await ports.wallet.connect({ action, extraParams: kind === 'cli' ? { source } : { monikers } });
      if (outcome.status !== 'approved') return outcome.status;
      if (kind === 'cli') await api.createToken('generated-from-connect');
      window.opener?.postMessage({ type: 'connect-store-message', success: true }, '*');
      return 'done' as const;
    },
    onSuccess: setResult,
  });
  const valid = isValidConnectUrl(connectUrl);
  if (!valid) {
    if (typeof location !== 'undefined' && location.hash !== '#invalid') history.replaceState(null, '', `${location.pathname}${location.search}#invalid`);
    return <Container size="md" py="xl"><StoreMessage kind="invalidSession" /></Container>;
  }
  if (developer.data && !developer.data.developer) return <Container size="md" py="xl"><StoreMessage kind="developerRequired" /></Container>;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{kind === 'cli' ? t('store.connect.cliTitle') : t('store.connect.studioTitle')}</Title>
        <Text>{kind === 'cli' ? t('store.connect.cliIntro', { source }) : t('store.connect.studioIntro', { monikers })}</Text>
        {kind === 'studio' && prefs.data ? <Text c="dimmed">{prefs.data.permissionMode === 'staking' ? t('store.connect.staking') : t('store.connect.inviting')}</Text> : null}
        {result === 'done' ? <Alert color="green" role="status">{t('store.connect.done')}</Alert> : null}
        {result === 'declined' ? <Alert color="red" role="alert">{t('store.connect.declined')}</Alert> : null}
        {result === 'cancelled' ? <Alert color="gray" role="status">{t('store.connect.cancelled')}</Alert> : null}
        {connect.failed ? <Alert color="red" role="alert">{formatError(connect.error)}</Alert> : null}
        {result !== 'done' ? (
          <Button onClick={() => void connect.run()} loading={connect.busy}>
            {t('store.connect.start')}
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}

export function JoinPage() {
  const { t } = useI18n();
  const api = useStoreApi();
  const queryClient = useQueryClient();
  const { getPorts } = useRouteContext({ from: '__root__' });
  const prefs = usePreferences();
  const developer = useDeveloperStatus(true);
  const [agreed, setAgreed] = useState(false);
  const join = useAction({
    run: async () => {
      const ports = await getPorts();
      const amount = prefs.data?.passportStakeAmount ?? '1';
      const outcome = await ports.wallet.connect({ action: 'stake-and-join', extraParams: { amount } });
      if (outcome.status === 'cancelled') throw new Error(t('store.connect.cancelled'));
      // The wallet refused the stake (e.g. a balance below it): say what the stake is, and why.
      if (outcome.status === 'declined') throw new Error(outcome.reason ? t('store.join.stakeRefused', { amount, reason: localizeErrorText(t, outcome.reason) }) : t('store.connect.declined'));
      await api.join();
      await queryClient.invalidateQueries({ queryKey: storeKeys.all });
    },
  });
  if (prefs.isError) return <Container size="md" py="xl"><StoreMessage kind="connection" detail={formatError(prefs.error)} /></Container>;
  if (!prefs.data || !developer.data) return null;
  // The page exists only under staking mode; otherwise the address is unknown (→ /store).
  if (prefs.data.permissionMode !== 'staking') return <Navigate to="/store" replace />;
  const appName = (typeof window !== 'undefined' && (window as { blocklet?: { appName?: string } }).blocklet?.appName) || t('store.title');
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('store.join.title', { appName })}</Title>
        {developer.data.developer ? (
          <Stack gap="xs">
            <Text fw={600} role="status">{t('store.join.already')}</Text>
            <a href="/.well-known/service/lost-passport">{t('store.join.lost')}</a>
          </Stack>
        ) : (
          <>
            <Text>{t('store.join.intro', { amount: prefs.data.passportStakeAmount ?? '1' })}</Text>
            <Checkbox label={t('store.join.agree')} checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
            {join.failed ? <Alert color="red" role="alert">{formatError(join.error)}</Alert> : null}
            <Button disabled={!agreed} loading={join.busy} onClick={() => void join.run()}>
              {t('store.join.stake')}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}

export function ProfilePage() {
  const { t, locale } = useI18n();
  const api = useStoreApi();
  const { user } = useSignedInUser();
  const developer = useDeveloperStatus(true);
  const apps = useQuery(appsByOwnerQuery(api, user.did));
  return (
    <Container size="xl" py="lg">
      <StoreNav />
      <Stack gap="lg">
        <Title order={1}>{t('store.profile.title')}</Title>
        <Text>
          {user.fullName} · {developer.data?.developer ? t('store.profile.developer') : t('store.profile.notDeveloper')}
        </Text>
        {apps.isError ? <Alert color="red">{formatError(apps.error)}</Alert> : null}
        {apps.data ? (
          <Stack gap="sm">
            <Title order={2} size="h4">{t('store.profile.apps', { count: apps.data.total })}</Title>
            {apps.data.total === 0 ? <Text c="dimmed">{t('store.profile.none')}</Text> : null}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {apps.data.dataList.map((m) => (
                <AppCard key={m.did} app={toCard(m, locale)} />
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
