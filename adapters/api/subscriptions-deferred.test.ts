// The portal home's subscription list query loads the endpoints' module with its request: it still
// reads and decodes the signed-in customer's subscriptions, under the key the cache shares.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../sandbox/testing/harness';
import { paymentKeys } from './keys';
import { subscriptionsQuery } from './subscriptions-deferred';

describe('subscriptionsQuery (endpoint code loaded with the request)', () => {
  const { http, as } = useSandbox();

  it("reads the customer's subscriptions, decoded, under paymentKeys.subscriptions(params)", async () => {
    as('customer');
    const query = subscriptionsQuery(http, { pageSize: 50 });
    expect(query.queryKey).toEqual(paymentKeys.subscriptions({ pageSize: 50 }));
    const page = await new QueryClient().fetchQuery(query);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((subscription) => subscription.id.startsWith('sub_') && typeof subscription.status === 'string')).toBe(true);
  });

  it('a failed read rejects (the page shows its error)', async () => {
    as('guest');
    await expect(new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(subscriptionsQuery(http))).rejects.toMatchObject({ kind: 'http' });
  });
});
