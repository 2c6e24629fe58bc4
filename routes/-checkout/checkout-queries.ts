import { queryOptions } from '@tanstack/react-query';
import { paymentKeys } from '@adapters/api/keys';
import type { CoreAdapters } from '@adapters/compose';
import { isApiError } from '@adapters/http/api-error';

// One definition of the checkout's queries, so that the page's early prefetch and the form's
// reads are the same cache entries. Their code (and the schemas that decode the answers) loads
// when a query runs, beside its request, not with the page's first code (docs/speed.md); the keys are
// those of adapters/api, so every other reader of the settings or the profile shares the entry.

/**
 * Every call on the path to the form ends within a few seconds: a hanging settings
 * call kept the skeleton 67 s and a hanging profile 66 s (two 30 s time-outs and a retry).
 * Settings are required: after 4 s the page says why (with Retry). The profile is optional: after
 * 4 s the form shows without the saved contact. A time-out is not retried (it would only double
 * the wait); another failure of the settings is retried once.
 */
export const PATH_TO_FORM_TIMEOUT_MS = 4_000;

const retryUnlessTimeout = (failures: number, error: unknown) =>
  failures < 1 && !(isApiError(error) && error.kind === 'timeout');

/** The settings: from the page's session-storage copy when there is one (docs/spec/checkout-and-billing.md §7), else asked. */
export const checkoutSettingsQuery = (adapters: CoreAdapters) => {
  const livemode = adapters.livemode();
  return queryOptions({
    queryKey: paymentKeys.settings(livemode),
    queryFn: async (context) => {
      const { settingsQuery } = await import('@adapters/api/settings');
      const { initialData, queryFn } = settingsQuery(adapters.http, livemode, adapters.session, PATH_TO_FORM_TIMEOUT_MS);
      const cached = typeof initialData === 'function' ? initialData() : initialData;
      if (cached) return cached;
      if (typeof queryFn !== 'function') throw new Error('settingsQuery has no query function');
      return queryFn(context);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessTimeout,
  });
};

export const checkoutCustomerQuery = (adapters: CoreAdapters) =>
  queryOptions({
    queryKey: paymentKeys.customerMe(),
    queryFn: async ({ signal }) => (await import('@adapters/api/customers')).getCustomerMe(adapters.http, signal, PATH_TO_FORM_TIMEOUT_MS),
    retry: false,
  });
