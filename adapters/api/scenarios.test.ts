// Every scenario of the catalogue loads and decodes through the adapters, as its identity.
import { describe, expect, it } from 'vitest';
import { scenarios } from '../sandbox/scenarios';
import { useSandbox } from '../sandbox/testing/harness';
import { getCreditGrant, getInvoice, getOverdueInvoices, listCreditTransactions, listInvoices } from './billing';
import { retrieveCheckout, startCheckoutFromLink } from './checkout';
import { getSubscription } from './subscriptions';
import { getCustomerMe } from './customers';
import { getAutoTopUp } from './auto-top-up';
import { listDonationSettings } from './donation-settings';
import { getPricingTable } from './pricing-tables';

describe('scenario catalogue', () => {
  const { http, as } = useSandbox();

  it('has at least 25 scenarios with unique ids', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(25);
    expect(new Set(scenarios.map((s) => s.id)).size).toBe(scenarios.length);
  });

  for (const scenario of scenarios) {
    it(`${scenario.id}: ${scenario.title}`, async () => {
      as(scenario.identity);
      const url = new URL(scenario.path, 'http://sandbox.test');
      const [, area, kind, id = ''] = url.pathname.split('/');
      if (area === 'checkout' && kind === 'pricing-table') {
        expect((await getPricingTable(http, id)).id).toBe(id);
      } else if (area === 'checkout') {
        const view = id.startsWith('plink_') ? await startCheckoutFromLink(http, id) : await retrieveCheckout(http, id);
        expect(view.checkoutSession.id).toMatch(/^cs_/);
      } else if (kind === 'subscription') {
        expect((await getSubscription(http, id)).id).toBe(id);
        await listInvoices(http, { subscription_id: id, include_staking: true });
      } else if (kind === 'invoice' && id === 'past-due') {
        const me = await getCustomerMe(http);
        const overdue = await getOverdueInvoices(http, { customerId: me!.id });
        expect(Object.keys(overdue.summary).length).toBeGreaterThan(0);
      } else if (kind === 'invoice') {
        expect((await getInvoice(http, id)).id).toBe(id);
      } else if (kind === 'credit-grant') {
        expect((await getCreditGrant(http, id)).id).toBe(id);
      } else if (area === 'customer' && kind === 'invoices') {
        // Billing tables: the heavy customer's history (more than ten pages of 10).
        expect((await listInvoices(http, { pageSize: 10, include_staking: true, include_return_staking: true, include_recovered_from: true })).count).toBe(120);
      } else if (area === 'admin' && kind === 'customers') {
        expect((await listInvoices(http, { customer_id: id })).count).toBeGreaterThan(50);
      } else if (area === 'admin' && kind === 'billing') {
        expect((await listCreditTransactions(http, { source: id })).count).toBeGreaterThan(0);
      } else if (area === 'customer' && kind === undefined) {
        // Portal home with the Credits section: the caller's auto top-up config.
        const me = await getCustomerMe(http);
        expect((await getAutoTopUp(http, me!.did!, 'pc_credit')).currency_id).toBe('pc_credit');
      } else if (area === 'integrations' && kind === 'donations') {
        expect((await listDonationSettings(http, true)).length).toBeGreaterThan(0);
      } else {
        throw new Error(`No loader for ${scenario.path}`);
      }
    });
  }
});
