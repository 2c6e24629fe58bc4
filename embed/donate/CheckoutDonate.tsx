// The tip widget (docs/embed/checkout-donate.md, reference payment-react.md §3.8): a button that
// registers the mount location's donation settings (POST /api/settings, cached an hour), gets the
// target's tip link (POST /api/donations) and opens that link's checkout in CheckoutForm's dialog
// (the hosted donation checkout, not a copy); the supporters under it; inactive settings say so and
// let an owner or admin enable them.
import { Alert, Avatar, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { donationSettingsCache } from '@adapters/api/donation-settings';
import { listSupporters, startDonation, type DonationTarget, type Supporters } from '@adapters/api/donations';
import { enableDonationSettings, ensureDonationSettings, settingsQuery } from '@adapters/api/settings';
import { formatError } from '@domain/errors';
import type { CheckoutSession, PaymentCurrency, SettingsRecord } from '@domain/model';
import { formatMoney, money } from '@domain/money';
import { DonationDisabledNotice } from '@ui/checkout/donation/DonationDisabledNotice';
import { useI18n, useT } from '@ui/i18n';
import { CheckoutForm } from '../CheckoutForm';
import { useEmbedContext } from '../PaymentProvider';
import { kitPageAddress } from '../kit-page-address';
import { canManageDonations, useSignedInRole } from './signed-in-role';

export interface CheckoutDonateSettings {
  /** What is tipped (an article, a post…): one tip link and one supporters list per target. */
  target: string;
  title?: string | undefined;
  description?: string | undefined;
  reference?: string | undefined;
  beneficiaries?: DonationTarget['beneficiaries'];
  /** Token units; defaults presets ['1','5','10'], preset '1', minimum '0.01', maximum '100', custom true. */
  amount?: DonationTarget['amount'];
  appearance?: {
    button?: { text?: string | undefined; icon?: React.ReactNode; variant?: 'filled' | 'outline' | 'light' | 'default' | undefined } | undefined;
    history?: { variant?: 'avatar' | 'table' | undefined } | undefined;
  };
}

export interface CheckoutDonateProps {
  settings: CheckoutDonateSettings;
  /** Where the widget sits (one donation settings record per mount location). */
  mountLocation: string;
  /** The blocklet component that hosts the widget. */
  componentDid?: string | undefined;
  /** Default: the app's current mode. */
  livemode?: boolean | undefined;
  onPaid?: ((session: CheckoutSession) => void) | undefined;
  onError?: ((error: Error) => void) | undefined;
  /** The tip dialog opened (the custom element holds the page's other widgets meanwhile). */
  onOpen?: (() => void) | undefined;
  /** The tip dialog was closed. */
  onClose?: (() => void) | undefined;
  /** Milliseconds the thanks stay before the dialog closes itself after a paid tip (the reference's 5000); 0 keeps it open. */
  timeout?: number | undefined;
}

const DEFAULT_AMOUNT = { presets: ['1', '5', '10'], preset: '1', minimum: '0.01', maximum: '100', custom: true };

function Failure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{formatError(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

function SupportersView({ data, variant, currencies }: { data: Supporters; variant: 'avatar' | 'table'; currencies: readonly PaymentCurrency[] }) {
  const t = useT();
  const { locale } = useI18n();
  const { supporters } = data;
  if (supporters.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('embed.donate.noSupporters')}
      </Text>
    );
  }
  const amountOf = (supporter: Supporters['supporters'][number]) => {
    const currency = currencies.find((c) => c.id === supporter.currency_id);
    return currency ? formatMoney(money(supporter.amount_total, currency)) : '';
  };
  if (variant === 'table') {
    const date = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { dateStyle: 'medium' });
    return (
      <Table aria-label={t('embed.donate.supportersLabel')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('embed.donate.who')}</Table.Th>
            <Table.Th>{t('embed.donate.amount')}</Table.Th>
            <Table.Th>{t('embed.donate.when')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {supporters.map((supporter) => (
            <Table.Tr key={supporter.id}>
              <Table.Td>{supporter.name}</Table.Td>
              <Table.Td>{amountOf(supporter)}</Table.Td>
              <Table.Td>{date.format(new Date(supporter.created_at * 1000))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Stack gap={6} align="center">
      <Avatar.Group component="ul" spacing={4} aria-label={t('embed.donate.supportersLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {supporters.slice(0, 12).map((supporter) => (
          // A small overlap keeps each initial readable. No tooltip: Mantine's brings floating-ui, which the bundler then shares with every host's first load.
          <Avatar
            key={supporter.id}
            component="li"
            src={supporter.avatar}
            alt={supporter.name}
            aria-label={`${supporter.name}, ${amountOf(supporter)}`}
            title={`${supporter.name} · ${amountOf(supporter)}`}
            radius="xl"
            size="md"
            color="initials"
            name={supporter.name}
          >
            {initials(supporter.name)}
          </Avatar>
        ))}
      </Avatar.Group>
      <Text size="sm" c="dimmed">
        {t('embed.donate.supporters', { count: supporters.length })}
      </Text>
    </Stack>
  );
}

/** The tip button and its supporters for a host page. */
/** Near the viewport (the reference's margins: 50 px on a phone, else half a screen up to 300 px); true where there is no IntersectionObserver. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const margin = window.innerWidth < 600 ? 50 : Math.min(window.innerHeight / 2, 300);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin}px` });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

export function CheckoutDonate({ settings, mountLocation, componentDid, livemode: livemodeProp, onPaid, onError, onOpen, onClose, timeout = 5000 }: CheckoutDonateProps) {
  const t = useT();
  const context = useEmbedContext();
  const { http, local } = context.adapters;
  const livemode = livemodeProp ?? context.adapters.livemode();
  const queryClient = useQueryClient();
  const role = useSignedInRole();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [justEnabled, setJustEnabled] = useState(false);
  // Nothing is registered or listed until the widget is near the viewport (an article's end).
  const [root, near] = useNearViewport<HTMLDivElement>();
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const handlers = useRef({ onPaid, onError, onOpen, onClose });
  useEffect(() => {
    handlers.current = { onPaid, onError, onOpen, onClose };
  });

  const cache = donationSettingsCache(local, Date.now);
  const registration = useQuery({
    queryKey: ['embed', 'donate-settings', mountLocation, livemode],
    // The real product's DonateProvider: an hour-old record is reused, else get-or-create.
    queryFn: async () => {
      const cached = cache.read(mountLocation, livemode);
      if (cached) return cached;
      const record = await ensureDonationSettings(http, {
        mountLocation,
        livemode,
        settings: { amount: { ...DEFAULT_AMOUNT, ...settings.amount }, btn_text: settings.appearance?.button?.text ?? '' },
        ...(settings.description ? { description: settings.description } : {}),
        ...(componentDid ? { componentDid } : {}),
      });
      cache.write(record);
      return record;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled: near,
  });
  const supportersKey = ['embed', 'donate-supporters', settings.target, livemode];
  const supporters = useQuery({
    queryKey: supportersKey,
    queryFn: ({ signal }) => listSupporters(http, settings.target, livemode, signal),
    retry: false,
    enabled: near,
  });
  const currencies = useQuery({ ...settingsQuery(http, livemode), select: (s) => s.paymentMethods.flatMap((m) => m.payment_currencies) });

  const start = useMutation({
    mutationFn: () =>
      startDonation(http, livemode, {
        target: settings.target,
        ...(settings.title ? { title: settings.title } : {}),
        ...(settings.description ? { description: settings.description } : {}),
        ...(settings.reference ? { reference: settings.reference } : {}),
        ...(settings.beneficiaries ? { beneficiaries: settings.beneficiaries } : {}),
        amount: { ...DEFAULT_AMOUNT, ...settings.amount },
      }),
    onSuccess: () => {
      setOpen(true);
      handlers.current.onOpen?.();
    },
    onError: (error) => handlers.current.onError?.(error instanceof Error ? error : new Error(formatError(error))),
  });
  const enable = useMutation({
    mutationFn: (record: SettingsRecord) => enableDonationSettings(http, record.id),
    onSuccess: (record) => {
      cache.write(record);
      queryClient.setQueryData(['embed', 'donate-settings', mountLocation, livemode], record);
      setJustEnabled(true);
    },
  });

  const close = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
    handlers.current.onClose?.();
    // The dialog is in the widget's own tree (a shadow root for the element): focus returns to the button.
    window.setTimeout(() => button.current?.focus(), 0);
  };

  const record = registration.data;
  let action: React.ReactNode;
  if (registration.isPending) action = <Skeleton height={36} width={120} radius="sm" />;
  else if (registration.isError) action = <Failure title={t('embed.donate.registerFailed')} error={registration.error} onRetry={() => void registration.refetch()} />;
  else if (!record!.active || justEnabled) {
    action = (
      <DonationDisabledNotice
        canEnable={canManageDonations(role)}
        onEnable={() => enable.mutate(record!)}
        enabling={enable.isPending}
        enableError={enable.isError ? formatError(enable.error) : null}
        enabled={justEnabled}
        // The donation settings page of the Payment Kit (its mount, or PaymentProvider's baseUrl).
        configureHref={kitPageAddress('/integrations/donations')}
        onConfigureLater={() => setJustEnabled(false)}
      />
    );
  } else {
    action = (
      <Stack gap="xs" align="center">
        <Button
          ref={button}
          variant={settings.appearance?.button?.variant ?? 'filled'}
          leftSection={settings.appearance?.button?.icon}
          loading={start.isPending}
          onClick={() => start.mutate()}
        >
          {settings.appearance?.button?.text || t('donation.donate')}
        </Button>
        {start.isError ? <Failure title={t('embed.donate.startFailed')} error={start.error} onRetry={() => start.mutate()} /> : null}
      </Stack>
    );
  }

  return (
    <Stack ref={root} gap="md" align="stretch">
      <Group justify="center">{action}</Group>
      {supporters.isError ? (
        <Failure title={t('embed.donate.supportersFailed')} error={supporters.error} onRetry={() => void supporters.refetch()} />
      ) : supporters.data ? (
        <SupportersView data={supporters.data} variant={settings.appearance?.history?.variant ?? 'avatar'} currencies={currencies.data ?? []} />
      ) : (
        <Skeleton height={32} />
      )}
      {/* Mounted while open: each tip is a new session of the target's link. */}
      {open && start.data ? (
        <CheckoutForm
          id={start.data.id}
          mode="popup"
          onPaid={(session) => {
            // The new supporter shows under the button once the dialog is closed.
            void queryClient.invalidateQueries({ queryKey: supportersKey });
            handlers.current.onPaid?.(session);
            // The thanks stay a few seconds, then the dialog closes by itself (the reference's timeout).
            if (timeout > 0) closeTimer.current = window.setTimeout(close, timeout);
          }}
          onError={(error) => handlers.current.onError?.(error)}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
