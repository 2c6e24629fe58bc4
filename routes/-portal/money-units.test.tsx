// Money always with its own currency, end to end in one process: the sandbox's answers, read by the portal's views.
// A subscription that switched to a card still shows its 10 ABT stake (it read
// "100,000,000,000,000,000 USD": the stake formatted with the subscription's new currency), and a
// credit transaction shows 60 CR (it read "6000": raw units, no currency on the record).
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listCreditTransactions } from '@adapters/api/billing';
import { changePaymentMethod, getSubscription } from '@adapters/api/subscriptions';
import { confirmCard, TEST_CARDS } from '@adapters/sandbox/engine/card';
import { useSandbox } from '@adapters/sandbox/testing/harness';
import { renderUi } from '@test/render';
import { SubscriptionDetails } from '@ui/portal/SubscriptionDetails';
import { CreditTransactionsTable } from '@ui/tables/CreditTransactionsTable';
import type { TableLinks } from '@ui/tables/links';

const links: TableLinks = {
  invoice: (id) => `/customer/invoice/${id}`,
  payInvoice: (id) => `/customer/invoice/${id}?action=pay`,
  creditGrant: (id) => `/customer/credit-grant/${id}`,
  subscription: (id) => `/customer/subscription/${id}`,
};
const paging = { rowCount: 1, page: 1, pageSize: 20, onPageChange: () => {}, onPageSizeChange: () => {}, loading: false };

describe('every amount in its own currency (sandbox answers through the portal views)', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const { http, sandbox, as } = useSandbox();

  it('a subscription switched to a card shows its stake in ABT, in English and Chinese', async () => {
    as('customer');
    const started = await changePaymentMethod(http, 'sub_sbx_active', 'pc_usd');
    confirmCard(sandbox.store, started.stripeContext?.client_secret ?? '', TEST_CARDS.success);
    const subscription = await getSubscription(http, 'sub_sbx_active');
    expect(subscription.currency_id).toBe('pc_usd');
    expect(subscription.stake?.currency_id).toBe('pc_abt');
    const details = (locale: 'en' | 'zh') =>
      renderUi(
        <SubscriptionDetails subscription={subscription} phase="active" actions={[]} busy={false} now={Date.now() / 1000} pastDueHref="/customer/invoice/past-due" onAction={() => {}} />,
        { locale },
      );
    const en = details('en');
    expect(screen.getByTestId('subscription-stake')).toHaveTextContent(/^10 ABT/);
    expect(screen.getByTestId('subscription-stake')).not.toHaveTextContent('USD');
    en.unmount();
    details('zh');
    expect(screen.getByTestId('subscription-stake')).toHaveTextContent('10 ABT');
  });

  it('a credit transaction shows credits (60 CR), not raw units (6000)', async () => {
    as('customer');
    const page = await listCreditTransactions(http, { credit_grant_id: 'cg_sbx_expired' });
    expect(page.list.map((t) => t.credit_amount)).toEqual(['6000']);
    for (const locale of ['en', 'zh'] as const) {
      const view = renderUi(<CreditTransactionsTable {...paging} transactions={page.list} links={links} />, { locale });
      const table = within(screen.getByRole('table'));
      expect(table.getByText('60 CR')).toBeInTheDocument();
      expect(table.queryByText('6000')).toBeNull();
      view.unmount();
    }
  });
});
