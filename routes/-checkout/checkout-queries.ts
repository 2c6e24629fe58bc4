import { customerMeQuery } from '@adapters/api/customers';
import type { CoreAdapters } from '@adapters/compose';
import { settingsQuery } from '@adapters/api/settings';

// One definition of the checkout's queries, so that the page's early prefetch and the form's
// reads are the same cache entries.
export const checkoutSettingsQuery = (adapters: CoreAdapters) =>
  settingsQuery(adapters.http, adapters.livemode(), adapters.session);

export const checkoutCustomerQuery = (adapters: CoreAdapters) => customerMeQuery(adapters.http);
