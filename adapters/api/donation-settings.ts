// The donation settings records an owner or admin manages (docs/spec/checkout-and-billing.md §7 settings calls), and the
// 1-hour local cache the real product keeps per mount location and livemode
// (`donate-settings-{mountLocation}-{livemode}`): a save or an enable refreshes it, so a tip
// widget on this origin reads the new settings at once instead of the hour-old copy.
import { queryOptions } from '@tanstack/react-query';
import { Schema } from 'effect';
import { SettingsRecord } from '@domain/model';
import type { HttpClient } from '../http/client';
import { paymentKeys } from './keys';
import type { KeyValueStore } from '../storage/local-store';
import { enableDonationSettings, updateDonationSettings } from './settings';

export const DONATION_CACHE_TTL_MS = 60 * 60 * 1000;

/** GET /api/settings/donate?livemode= (sandbox-designed list; owner and admin only). */
export const listDonationSettings = (http: HttpClient, livemode: boolean, signal?: AbortSignal) =>
  http.request({ method: 'GET', path: '/api/settings/donate', query: { livemode }, schema: Schema.Array(SettingsRecord), ...(signal ? { signal } : {}) });

export const donationCacheKey = (mountLocation: string, livemode: boolean) => `donate-settings-${mountLocation}-${livemode}`;

const CacheEntry = Schema.Struct({ savedAt: Schema.Number, record: SettingsRecord });

export interface DonationSettingsCache {
  /** The cached record while younger than an hour, else null. */
  read(mountLocation: string, livemode: boolean): SettingsRecord | null;
  write(record: SettingsRecord): void;
  clear(mountLocation: string, livemode: boolean): void;
}

export function donationSettingsCache(store: KeyValueStore, now: () => number): DonationSettingsCache {
  return {
    read(mountLocation, livemode) {
      const raw = store.get(donationCacheKey(mountLocation, livemode));
      if (!raw) return null;
      try {
        const entry = Schema.decodeUnknownSync(CacheEntry)(JSON.parse(raw));
        return now() - entry.savedAt < DONATION_CACHE_TTL_MS ? entry.record : null;
      } catch {
        return null;
      }
    },
    write(record) {
      if (!record.mount_location) return;
      const entry = Schema.encodeUnknownSync(CacheEntry)({ savedAt: now(), record });
      store.set(donationCacheKey(record.mount_location, record.livemode ?? true), JSON.stringify(entry));
    },
    clear(mountLocation, livemode) {
      store.remove(donationCacheKey(mountLocation, livemode));
    },
  };
}

/** What the integrations page calls; every write refreshes the 1-hour cache. */
export function donationSettingsApi(http: HttpClient, cache: DonationSettingsCache, livemode: () => boolean) {
  return {
    list: (signal?: AbortSignal) => listDonationSettings(http, livemode(), signal),
    save: async (mountLocation: string, settings: Record<string, unknown>) => {
      const record = await updateDonationSettings(http, mountLocation, livemode(), settings);
      cache.write(record);
      return record;
    },
    enable: async (id: string) => {
      const record = await enableDonationSettings(http, id);
      cache.write(record);
      return record;
    },
  };
}
export type DonationSettingsApi = ReturnType<typeof donationSettingsApi>;

/** The integrations page's list (owner and admin only: the caller decides `enabled`). */
export const donationSettingsListQuery = (api: DonationSettingsApi) =>
  queryOptions({ queryKey: paymentKeys.donationSettingsList(), queryFn: ({ signal }) => api.list(signal) });
