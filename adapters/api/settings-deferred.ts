// The settings read for a page that shows them after its first paint (the home page's payment
// methods): the same query as `settingsQuery` (one cache entry), but the settings module — and with
// it the domain's schemas and Effect Schema, ~30 kB gz — loads when the query runs, not with the page.
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../http/client';
import { paymentKeys } from './keys';

export const deferredSettingsQuery = (http: HttpClient, livemode: boolean) =>
  queryOptions({
    queryKey: paymentKeys.settings(livemode),
    queryFn: async ({ signal }) => (await import('./settings')).getSettings(http, livemode, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
