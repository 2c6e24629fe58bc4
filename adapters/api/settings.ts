// GET /api/settings (payment methods, base currency) and the donation settings records.
import { queryOptions } from '@tanstack/react-query';
import { Schema } from 'effect';
import { Settings, SettingsRecord } from '@domain/model';
import type { HttpClient } from '../http/client';
import type { KeyValueStore } from '../storage/local-store';
import { SETTINGS_PATH, settingsCacheKey } from './checkout-boot';
import { paymentKeys } from './keys';

export function getSettings(http: HttpClient, livemode: boolean, signal?: AbortSignal, timeoutMs?: number): Promise<Settings> {
  return http.request({
    method: 'GET',
    path: SETTINGS_PATH,
    query: { livemode },
    schema: Settings,
    ...(signal ? { signal } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

function readCache(cache: KeyValueStore | undefined, livemode: boolean): Settings | undefined {
  const raw = cache?.get(settingsCacheKey(livemode));
  if (!raw) return undefined;
  try {
    return Schema.decodeUnknownSync(Settings)(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** `timeoutMs`: a page that cannot show anything without the settings gives up sooner than the client's 30 s default. */
export const settingsQuery = (http: HttpClient, livemode: boolean, cache?: KeyValueStore, timeoutMs?: number) =>
  queryOptions({
    queryKey: paymentKeys.settings(livemode),
    queryFn: async ({ signal }) => {
      const settings = await getSettings(http, livemode, signal, timeoutMs);
      cache?.set(settingsCacheKey(livemode), JSON.stringify(Schema.encodeUnknownSync(Settings)(settings)));
      return settings;
    },
    initialData: () => readCache(cache, livemode),
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface DonationSettingsInput {
  mountLocation: string;
  livemode: boolean;
  settings: Record<string, unknown>;
  description?: string;
  active?: boolean;
  componentDid?: string;
}

/** POST /api/settings {type: donate}: get-or-create of a mount location's donation settings. */
export const ensureDonationSettings = (http: HttpClient, input: DonationSettingsInput) =>
  http.request({ method: 'POST', path: '/api/settings', body: { type: 'donate', ...input }, schema: SettingsRecord });

/** PUT /api/settings/{mountLocation} {livemode, settings}. */
export const updateDonationSettings = (http: HttpClient, mountLocation: string, livemode: boolean, settings: Record<string, unknown>) =>
  http.request({ method: 'PUT', path: `/api/settings/${encodeURIComponent(mountLocation)}`, body: { livemode, settings }, schema: SettingsRecord });

/** PUT /api/settings/{id} {active: true}: owners and admins enable an inactive donation feature. */
export const enableDonationSettings = (http: HttpClient, id: string) =>
  http.request({ method: 'PUT', path: `/api/settings/${encodeURIComponent(id)}`, body: { active: true }, schema: SettingsRecord });

/** GET /api/settings/donate/{mountLocation} (sandbox-designed read; see docs/sandbox-api.md). */
export const donationSettingsQuery = (http: HttpClient, mountLocation: string) =>
  queryOptions({
    queryKey: paymentKeys.donationSettings(mountLocation),
    queryFn: ({ signal }) =>
      http.request({ method: 'GET', path: `/api/settings/donate/${encodeURIComponent(mountLocation)}`, schema: SettingsRecord, signal }),
  });
