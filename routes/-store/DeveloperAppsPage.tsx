// /store/developer/blocklets: my apps with their latest version's review state; create an app,
// upload a version (the form loads on use), and the review of the chosen app's latest version.
import { Button, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formatError } from '@domain/errors';
import { reviewInProgress } from '@domain/review';
import { SEARCH_DEBOUNCE_MS, validateAppName } from '@domain/store';
import { useT } from '@ui/i18n';
import { CreateAppForm } from '@ui/store/CreateAppForm';
import { ManagedAppsTable } from '@ui/store/ManagedAppsTable';
import type { ManagedAppRow } from '@ui/store/types';
import { useAction } from '../-app/useAction';
import { ReviewSection } from './ReviewSection';
import { StoreNav } from './StoreNav';
import { generateKeyPairOnUse, useKeyPairCopy } from './key-pair-on-use';
import { useStoreNotifier } from './notify';
import { myAppsQuery, storeKeys } from '@adapters/store/store-queries';
import { useStoreApi } from './store-api';
import { toRow } from './toRows';
import { usePreferences } from './viewer';

const UploadForm = lazy(() => import('@ui/store/UploadForm'));

export function DeveloperAppsPage() {
  const t = useT();
  const api = useStoreApi();
  const notify = useStoreNotifier();
  const copy = useKeyPairCopy();
  const queryClient = useQueryClient();
  const apps = useQuery(myAppsQuery(api));
  const [selected, setSelected] = useState<ManagedAppRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState<ManagedAppRow | null>(null);
  // The store's refusal of an upload, shown at the Version field (the form keeps what was typed).
  const [uploadError, setUploadError] = useState<string | null>(null);
  // A review opened by pressing Review is brought into view.
  const [opened, setOpened] = useState(false);
  const prefs = usePreferences();
  const needReview = prefs.data?.needReview ?? true;
  const [typedName, setTypedName] = useState('');
  const [checkedName, setCheckedName] = useState('');

  // Debounced uniqueness check of the typed name ("Name is existed").
  useEffect(() => {
    const timer = setTimeout(() => setCheckedName(typedName), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typedName]);
  const nameExists = useQuery({ queryKey: storeKeys.nameExists(checkedName), queryFn: () => api.nameExists(checkedName), enabled: validateAppName(checkedName).ok });
  const nameTaken = checkedName === typedName && nameExists.data === true;

  const refresh = () => queryClient.invalidateQueries({ queryKey: storeKeys.all });
  // One request per press (useAction): a double click on Create or Upload sends one; a failure
  // keeps the dialog and what was typed in it.
  const create = useAction({
    run: api.createApp,
    onSuccess: async (app) => {
      setCreating(false);
      notify({ tone: 'success', key: 'store.dev.created', params: { name: app.meta.name } });
      await refresh();
    },
    onError: (error) => notify({ tone: 'error', text: formatError(error) }),
  });
  const upload = useAction({
    run: (input: Parameters<typeof api.upload>[0]) => {
      setUploadError(null);
      return api.upload(input);
    },
    onSuccess: async (_answer, input) => {
      setUploading(null);
      notify({ tone: 'success', key: 'store.dev.uploaded' });
      await refresh();
      const row = (await api.myApps()).dataList.find((a) => a.did === input.did);
      if (row) setSelected(toRow(row));
    },
    onError: (error) => setUploadError(formatError(error)),
  });
  const closeUpload = () => {
    setUploading(null);
    setUploadError(null);
  };

  const rows = apps.data?.dataList.map(toRow) ?? [];
  const current = selected ? (rows.find((r) => r.did === selected.did) ?? selected) : null;
  return (
    <Container size="xl" py="lg">
      <StoreNav />
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Title order={1}>{t('store.dev.title')}</Title>
            <Text c="dimmed">{t('store.dev.intro')}</Text>
          </Stack>
          <Button onClick={() => setCreating(true)}>{t('store.dev.create')}</Button>
        </Group>
        {apps.isError ? <Text c="red" role="alert">{formatError(apps.error)}</Text> : null}
        {apps.data && rows.length === 0 ? <Text>{t('store.dev.empty')}</Text> : null}
        {rows.length ? (
          <ManagedAppsTable
            rows={rows}
            caption={t('store.dev.title')}
            selected={current?.did ?? null}
            onReview={(row) => {
              setSelected(row);
              setOpened(true);
            }}
            // No upload while a version is pending, in review or approved (the store refuses it).
            extraActions={(row) =>
              reviewInProgress(needReview, row.reviewStatus) ? null : (
                <Button size="xs" variant="default" onClick={() => setUploading(row)} aria-label={`${t('store.dev.upload')} ${row.title}`}>
                  {t('store.dev.upload')}
                </Button>
              )
            }
          />
        ) : null}
        {current?.latestVersion ? (
          <ReviewSection key={`${current.did}@${current.latestVersion}`} did={current.did} version={current.latestVersion} app={current.title} focusOnOpen={opened} />
        ) : null}
      </Stack>
      <Modal closeButtonProps={{ 'aria-label': t('store.common.close') }} opened={creating} onClose={() => setCreating(false)} title={t('store.dev.createTitle')} size="lg" centered>
        <CreateAppForm
          busy={create.busy}
          nameTaken={nameTaken}
          onName={setTypedName}
          onGenerate={generateKeyPairOnUse}
          onCopy={copy}
          onSubmit={(input) => void create.run(input)}
          onCancel={() => setCreating(false)}
        />
      </Modal>
      <Modal closeButtonProps={{ 'aria-label': t('store.common.close') }} opened={uploading !== null} onClose={closeUpload} title={uploading ? t('store.dev.uploadTitle', { name: uploading.title }) : ''} centered>
        {uploading ? (
          <Suspense fallback={null}>
            <UploadForm
              latest={uploading.latestVersion}
              busy={upload.busy}
              versionError={uploadError}
              onVersion={() => setUploadError(null)}
              onSubmit={(input) => void upload.run({ ...input, did: uploading.did })}
              onCancel={closeUpload}
            />
          </Suspense>
        ) : null}
      </Modal>
    </Container>
  );
}
