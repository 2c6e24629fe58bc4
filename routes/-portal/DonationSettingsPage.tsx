import { Alert, Anchor, Badge, Button, Card, Container, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { donationSettingsApi, donationSettingsCache, donationSettingsListQuery } from '@adapters/api/donation-settings';
import { paymentKeys } from '@adapters/api/keys';
import type { DonationSettingsDraft, DonationSettingsValue } from '@domain/donation-settings';
import { formatError } from '@domain/errors';
import type { SettingsRecord } from '@domain/model';
import { isAdminRole } from '@domain/platform/roles';
import { useT } from '@ui/i18n';
import { DonationSettingsForm } from '@ui/portal-settings/DonationSettingsForm';
import { useSignedInUser } from '../-app/signed-in';
import { useAction } from '../-app/useAction';

/** The cache's TTL runs on the browser's clock (the real product's localStorage hour). */
const wallClock = () => Date.now();

type Stored = { payment_link_id?: string; amount?: { presets?: string[]; preset?: string | null; custom?: boolean; minimum?: string; maximum?: string | null }; btn_text?: string | null; thank_you?: string | null; beneficiaries?: { name: string; address: string; share: string }[] };

function draftOf(record: SettingsRecord): DonationSettingsDraft {
  const s = (record.settings ?? {}) as Stored;
  return {
    presets: s.amount?.presets ?? [],
    preset: s.amount?.preset ?? '',
    custom: s.amount?.custom !== false,
    minimum: s.amount?.minimum ?? '',
    maximum: s.amount?.maximum ?? '',
    btnText: s.btn_text ?? '',
    thankYou: s.thank_you ?? '',
    beneficiaries: s.beneficiaries ?? [],
  };
}

/** {mount point}/integrations/donations: owners and admins enable and configure the donation settings (docs/spec/checkout-and-billing.md §2, §6). */
export function DonationSettingsPage() {
  const t = useT();
  const { role } = useSignedInUser();
  const { adapters, getPorts } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const queryClient = useQueryClient();
  const api = donationSettingsApi(adapters.http, donationSettingsCache(adapters.local, wallClock), adapters.livemode);
  const allowed = isAdminRole(role);
  const list = useQuery({ ...donationSettingsListQuery(api), enabled: allowed });
  const [editing, setEditing] = useState<string | null>(null);
  const [enabled, setEnabled] = useState<SettingsRecord | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentKeys.donationSettingsList() });
  const notify = (key: 'portalSettings.donations.saved') => void getPorts().then((p) => p.notifier.notify({ tone: 'success', key }));
  // Enabling saves the setting (a 'saved' toast) and then offers to configure it now or later.
  // One request per press (useAction): a double click on Enable sends one.
  const [enableTarget, setEnableTarget] = useState<string | null>(null);
  const enable = useAction({
    run: (id: string) => {
      setEnableTarget(id);
      return api.enable(id);
    },
    onSuccess: (record) => {
      setEnabled(record);
      notify('portalSettings.donations.saved');
      void refresh();
    },
  });
  // One request per press (useAction): a double click on Save sends one.
  const save = useAction({
    run: ({ location, value, linkId }: { location: string; value: DonationSettingsValue; linkId: string | undefined }) => api.save(location, { ...value, ...(linkId ? { payment_link_id: linkId } : {}) }),
    onSuccess: () => {
      setEditing(null);
      notify('portalSettings.donations.saved');
      void refresh();
    },
  });

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('portalSettings.donations.title')}</Title>
        {!allowed ? (
          // A customer is told first who manages donations, not that the feature is off.
          <Alert color="orange" role="alert" title={t('portalSettings.donations.forbidden')}>
            {t('portalSettings.donations.forbiddenHint')}
          </Alert>
        ) : (
          <>
            <Text c="dimmed">{t('portalSettings.donations.intro')}</Text>
            {list.isPending ? <Skeleton height={120} aria-label={t('portalSettings.donations.loading')} /> : null}
            {list.isError ? (
              <Alert color="red" role="alert">
                {formatError(list.error)}
                <Button mt="sm" variant="light" onClick={() => void list.refetch()}>
                  {t('common.retry')}
                </Button>
              </Alert>
            ) : null}
            {list.data?.length === 0 ? <Text>{t('portalSettings.donations.empty')}</Text> : null}
            {list.data?.map((record) => {
              const s = (record.settings ?? {}) as Stored;
              const location = record.mount_location ?? record.id;
              const linkId = s.payment_link_id;
              return (
                <Card key={record.id} withBorder radius="md" padding="md" component="section" aria-labelledby={`donation-${record.id}`} data-testid={`donation-${location}`}>
                  <Stack gap="sm">
                    <Group justify="space-between" wrap="wrap">
                      <Title order={2} size="h4" id={`donation-${record.id}`}>
                        {record.description ?? location}
                      </Title>
                      <Badge color={record.active ? 'green' : 'gray'} variant="light" tt="none">
                        {record.active ? t('portalSettings.donations.active') : t('portalSettings.donations.inactive')}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('portalSettings.donations.mountLocation', { location })}
                    </Text>
                    {!record.active ? (
                      <Alert color="orange" title={t('portalSettings.donations.notEnabled')}>
                        <Button mt="xs" onClick={() => void enable.run(record.id)} loading={enable.busy && enable.pending === record.id}>
                          {t('portalSettings.donations.enable')}
                        </Button>
                        {enable.failed && enableTarget === record.id ? <Text c="red.8" role="alert">{formatError(enable.error)}</Text> : null}
                      </Alert>
                    ) : editing === record.id ? (
                      <DonationSettingsForm
                        location={location}
                        initial={draftOf(record)}
                        symbol="ABT"
                        precision={6}
                        busy={save.busy}
                        error={save.failed ? formatError(save.error) : null}
                        onSave={(value) => void save.run({ location, value, linkId })}
                        onCancel={() => {
                          save.reset();
                          setEditing(null);
                        }}
                      />
                    ) : (
                      <>
                        <Text>
                          {t('portalSettings.donations.summary', {
                            presets: (s.amount?.presets ?? []).join(', ') || '-',
                            custom: s.amount?.custom === false ? t('portalSettings.donations.customNo') : t('portalSettings.donations.customYes'),
                            min: s.amount?.minimum ?? '0',
                            max: s.amount?.maximum ?? '∞',
                          })}
                        </Text>
                        <Group gap="sm">
                          <Button onClick={() => setEditing(record.id)}>{t('portalSettings.donations.configure')}</Button>
                          {linkId ? <Anchor href={router.history.createHref(`/checkout/pay/${linkId}`)}>{t('portalSettings.donations.openLink')}</Anchor> : null}
                        </Group>
                      </>
                    )}
                  </Stack>
                </Card>
              );
            })}
          </>
        )}
      </Stack>
      <Modal opened={enabled !== null} onClose={() => setEnabled(null)} title={t('portalSettings.donations.enabledTitle')} closeButtonProps={{ 'aria-label': t('portal.close') }} centered>
        <Stack gap="md">
          <Text>{t('portalSettings.donations.enabledText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setEnabled(null)}>
              {t('portalSettings.donations.configureLater')}
            </Button>
            <Button
              onClick={() => {
                setEditing(enabled?.id ?? null);
                setEnabled(null);
              }}
            >
              {t('portalSettings.donations.configureNow')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
