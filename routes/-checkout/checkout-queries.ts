import { customerMeQuery } from '@adapters/api/customers';
import type { CoreAdapters } from '@adapters/compose';
import { isApiError } from '@adapters/http/api-error';
import { settingsQuery } from '@adapters/api/settings';

// One definition of the checkout's queries, so that the page's early prefetch and the form's
// reads are the same cache entries.

/**
 * Every call on the path to the form ends within a few seconds (issue 18 §2): a hanging settings
 * call kept the skeleton 67 s and a hanging profile 66 s (two 30 s time-outs and a retry).
 * Settings are required: after 4 s the page says why (with Retry). The profile is optional: after
 * 4 s the form shows without the saved contact. A time-out is not retried (it would only double
 * the wait); another failure of the settings is retried once.
 */
export const PATH_TO_FORM_TIMEOUT_MS = 4_000;

const retryUnlessTimeout = (failures: number, error: unknown) =>
  failures < 1 && !(isApiError(error) && error.kind === 'timeout');

export const checkoutSettingsQuery = (adapters: CoreAdapters) => ({
  ...settingsQuery(adapters.http, adapters.livemode(), adapters.session, PATH_TO_FORM_TIMEOUT_MS),
  retry: retryUnlessTimeout,
});

export const checkoutCustomerQuery = (adapters: CoreAdapters) => ({
  ...customerMeQuery(adapters.http, PATH_TO_FORM_TIMEOUT_MS),
  retry: false,
});
