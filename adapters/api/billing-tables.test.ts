// Contract tests of the billing tables' reads (docs/tables.md, docs/spec/shell-store-and-tables.md §7): the query
// parameters sent for every filter combination, and the sandbox honouring each of them.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { customerIdOf, DID } from '../sandbox/catalog/identities';
import { LEDGER_METERS, LEDGER_SUBSCRIPTIONS } from '../sandbox/tables/ledger-seed';
import { useSandbox } from '../sandbox/testing/harness';
import {
  creditGrantTableQuery,
  creditTransactionTableQuery,
  INVOICE_LIST_DEFAULTS,
  invoiceListInfiniteQuery,
  invoiceTableQuery,
  paymentListInfiniteQuery,
  paymentTableQuery,
  refundTableQuery,
} from './billing-tables';

const LEDGER = customerIdOf(DID.ledger);

/** Every subset of the given entries (2^n combinations). */
function subsets<T>(entries: readonly T[]): T[][] {
  return entries.reduce<T[][]>((all, entry) => [...all, ...all.map((s) => [...s, entry])], [[]]);
}

describe('billing tables: query parameters and the sandbox', () => {
  const { http, sandbox, as } = useSandbox();
  const sent: URL[] = [];
  sandbox.server.events.on('request:start', ({ request }) => void sent.push(new URL(request.url)));
  const fetchWith = async <T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }) => {
    sent.length = 0;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data = (await client.fetchQuery(options as never)) as T;
    expect(sent).toHaveLength(1);
    return { data, url: sent[0]! };
  };
  // locale and livemode go on every call (HTTP core); the rest is the table's.
  const paramsOf = (url: URL) => Object.fromEntries([...url.searchParams.entries()].filter(([k]) => k !== 'locale' && k !== 'livemode'));

  it('GET /api/invoices sends exactly the chosen §7 parameters for every filter combination, and the rows match them', async () => {
    as('ledger');
    const filters = [
      ['status', 'paid,open'],
      ['currency_id', 'pc_abt'],
      ['subscription_id', LEDGER_SUBSCRIPTIONS.pro],
      ['include_staking', true],
      ['include_return_staking', true],
      ['include_recovered_from', true],
    ] as const;
    for (const combination of subsets(filters)) {
      const params = { page: 1, pageSize: 20, ...INVOICE_LIST_DEFAULTS, ...Object.fromEntries(combination) };
      const { data, url } = await fetchWith<{ list: { status: string; currency_id?: string | null; subscription_id?: string | null; total: string }[]; count: number }>(
        invoiceTableQuery(http, params),
      );
      expect(url.pathname).toMatch(/\/api\/invoices$/);
      expect(paramsOf(url)).toEqual(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
      for (const invoice of data.list) {
        expect(invoice.total).not.toBe('0');
        if ('status' in params) expect(['paid', 'open']).toContain(invoice.status);
        if ('currency_id' in params) expect(invoice.currency_id).toBe('pc_abt');
        if ('subscription_id' in params) expect(invoice.subscription_id).toBe(LEDGER_SUBSCRIPTIONS.pro);
      }
    }
  });

  it('undefined and empty filters are left out of the URL (a table with nothing chosen sends only paging)', async () => {
    as('ledger');
    const { url } = await fetchWith(invoiceTableQuery(http, { page: 2, pageSize: 10, status: undefined, currency_id: '', customer_id: undefined }));
    expect(paramsOf(url)).toEqual({ page: '2', pageSize: '10' });
  });

  it('the ledger has 120 invoices over 14 months in every status and billing reason; paging and counts agree', async () => {
    as('ledger');
    const all = { include_staking: true, include_return_staking: true, include_recovered_from: true, pageSize: 100 } as const;
    const first = await fetchWith<{ list: { status: string; billing_reason: string; created_at: number }[]; count: number }>(invoiceTableQuery(http, { ...all, page: 1 }));
    const second = await fetchWith<{ list: { status: string; billing_reason: string; created_at: number }[]; count: number }>(invoiceTableQuery(http, { ...all, page: 2 }));
    const rows = [...first.data.list, ...second.data.list];
    expect(first.data.count).toBe(120);
    expect(rows).toHaveLength(120);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['draft', 'open', 'paid', 'uncollectible', 'void']));
    expect(new Set(rows.map((r) => r.billing_reason)).size).toBe(15);
    const days = (Math.max(...rows.map((r) => r.created_at)) - Math.min(...rows.map((r) => r.created_at))) / 86_400;
    expect(days).toBeGreaterThan(13 * 30);
    // Newest first.
    expect(rows.map((r) => r.created_at)).toEqual([...rows.map((r) => r.created_at)].sort((a, b) => b - a));
  });

  it('the grouped list loads page after page until count', async () => {
    as('ledger');
    const client = new QueryClient();
    const options = invoiceListInfiniteQuery(http, { pageSize: 50, include_staking: true, include_return_staking: true, include_recovered_from: true });
    await client.fetchInfiniteQuery(options);
    const data = await client.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(data.pages.map((p) => p.list.length)).toEqual([50, 50, 20]);
    expect(options.getNextPageParam(data.pages[2]!, data.pages, 3, [1, 2, 3])).toBeUndefined();
  });

  it('the grouped payment history loads page after page until count, under the key the invoice.paid refresh invalidates', async () => {
    as('ledger');
    const client = new QueryClient();
    const options = paymentListInfiniteQuery(http, { pageSize: 15, status: undefined });
    expect(options.queryKey.slice(0, 2)).toEqual(['payment-kit', 'payment-intents']);
    await client.fetchInfiniteQuery(options);
    const data = await client.fetchInfiniteQuery({ ...options, pages: 5 });
    expect(data.pages.map((p) => p.list.length)).toEqual([15, 15, 15, 15, 9]);
    expect(options.getNextPageParam(data.pages[4]!, data.pages, 5, [1, 2, 3, 4, 5])).toBeUndefined();
  });

  it('the ledger has a payment for every paid invoice (never a stake) and the attempts on open ones: 69 payments', async () => {
    as('ledger');
    const { data: all } = await fetchWith<{ list: { status: string; metadata?: { invoice_id?: string } }[]; count: number }>(paymentTableQuery(http, { page: 1, pageSize: 100 }));
    expect(all.count).toBe(69);
    const paid = Object.values(sandbox.controls.data().invoices).filter(
      (i) => i.customer_id === LEDGER && i.status === 'paid' && i.total !== '0' && !['stake', 'slash_stake', 'stake_overdraft_protection', 'return_stake'].includes(i.billing_reason),
    );
    const succeeded = all.list.filter((p) => p.status === 'succeeded');
    expect(new Set(succeeded.map((p) => p.metadata?.invoice_id))).toEqual(new Set(paid.map((i) => i.id)));
    expect(new Set(all.list.map((p) => p.status))).toEqual(new Set(['succeeded', 'requires_action', 'processing', 'canceled']));
  });

  it('GET /api/payment-intents honours status, currency, search and the time window', async () => {
    as('ledger');
    const start = Math.floor(Date.now() / 1000) - 120 * 86_400;
    const { data, url } = await fetchWith<{ list: { status: string; currency_id: string; description: string; created_at: number }[] }>(
      paymentTableQuery(http, { page: 1, pageSize: 50, status: 'succeeded', currency_id: 'pc_abt', q: 'payment', start, end: start + 200 * 86_400 }),
    );
    expect(Object.keys(paramsOf(url)).sort()).toEqual(['currency_id', 'end', 'page', 'pageSize', 'q', 'start', 'status']);
    expect(data.list.length).toBeGreaterThan(0);
    for (const p of data.list) {
      expect(p.status).toBe('succeeded');
      expect(p.currency_id).toBe('pc_abt');
      expect(p.description.toLowerCase()).toContain('payment');
      expect(p.created_at).toBeGreaterThanOrEqual(start);
    }
  });

  it('GET /api/refunds lists refunds of both types and filters by type', async () => {
    as('ledger');
    const { data } = await fetchWith<{ list: { type: string }[]; count: number }>(refundTableQuery(http, { page: 1, pageSize: 50 }));
    expect(new Set(data.list.map((r) => r.type))).toEqual(new Set(['refund', 'stake_return']));
    const { data: returns, url } = await fetchWith<{ list: { type: string }[]; count: number }>(refundTableQuery(http, { page: 1, pageSize: 50, type: 'stake_return' }));
    expect(paramsOf(url).type).toBe('stake_return');
    expect(returns.count).toBe(4);
    expect(returns.list.every((r) => r.type === 'stake_return')).toBe(true);
  });

  it('GET /api/credit-grants sends page, pageSize, status, customer_id, subscription_id; 25 grants in every status', async () => {
    as('admin');
    const { data, url } = await fetchWith<{ list: { status: string }[]; count: number }>(
      creditGrantTableQuery(http, { page: 1, pageSize: 50, status: 'granted,pending,expired,depleted,voided', customer_id: LEDGER, subscription_id: LEDGER_SUBSCRIPTIONS.api }),
    );
    expect(Object.keys(paramsOf(url)).sort()).toEqual(['customer_id', 'page', 'pageSize', 'status', 'subscription_id']);
    expect(data.count).toBe(12);
    const { data: all } = await fetchWith<{ list: { status: string }[]; count: number }>(creditGrantTableQuery(http, { page: 1, pageSize: 50, customer_id: LEDGER }));
    expect(all.count).toBe(25);
    expect(new Set(all.list.map((g) => g.status))).toEqual(new Set(['granted', 'pending', 'expired', 'depleted', 'voided']));
  });

  it('GET /api/credit-transactions sends every §7 parameter and honours grant, subscription, source (meter) and the day range', async () => {
    as('admin');
    const { data: all } = await fetchWith<{ count: number }>(creditTransactionTableQuery(http, { page: 1, pageSize: 10, customer_id: LEDGER }));
    expect(all.count).toBe(300);
    const end = Math.floor(Date.now() / 1000);
    const start = end - 60 * 86_400;
    const { data, url } = await fetchWith<{ list: { meter: { id: string }; subscription_id: string; credit_grant_id: string; created_at: number }[]; count: number }>(
      creditTransactionTableQuery(http, {
        page: 1,
        pageSize: 100,
        customer_id: LEDGER,
        subscription_id: LEDGER_SUBSCRIPTIONS.pro,
        credit_grant_id: 'cg_sbx_ledger_01',
        source: LEDGER_METERS[0].id,
        start,
        end,
      }),
    );
    expect(Object.keys(paramsOf(url)).sort()).toEqual(['credit_grant_id', 'customer_id', 'end', 'page', 'pageSize', 'source', 'start', 'subscription_id']);
    for (const t of data.list) {
      expect(t.meter.id).toBe(LEDGER_METERS[0].id);
      expect(t.subscription_id).toBe(LEDGER_SUBSCRIPTIONS.pro);
      expect(t.credit_grant_id).toBe('cg_sbx_ledger_01');
      expect(t.created_at).toBeGreaterThanOrEqual(start);
    }
    // An admin's meter page: source without customer_id spans every customer.
    const { data: meter } = await fetchWith<{ count: number }>(creditTransactionTableQuery(http, { page: 1, pageSize: 10, source: LEDGER_METERS[1].id }));
    expect(meter.count).toBe(150);
  });

  it('search and the date range (beyond §7, sent only when chosen) are honoured by every list', async () => {
    as('admin');
    const end = Math.floor(Date.now() / 1000);
    const start = end - 90 * 86_400;
    const inWindow = (created: number | string) => {
      const seconds = typeof created === 'number' ? created : Math.floor(Date.parse(created) / 1000);
      return seconds >= start && seconds <= end;
    };
    type Row = { id: string; number?: string; name?: string; description?: string | null; created_at: number | string; creditGrant?: { name?: string } };
    const text = (r: Row) => [r.id, r.number, r.name, r.description, r.creditGrant?.name].join(' ').toLowerCase();
    const cases = [
      ['invoices', invoiceTableQuery(http, { page: 1, pageSize: 100, customer_id: LEDGER, q: 'ledger invoice 1', start, end }), 'ledger invoice 1'],
      ['payments', paymentTableQuery(http, { page: 1, pageSize: 100, customer_id: LEDGER, q: 'top-up', start, end }), 'top-up'],
      ['refunds', refundTableQuery(http, { page: 1, pageSize: 100, customer_id: LEDGER, q: 'stake returned', start, end }), 'stake returned'],
      ['grants', creditGrantTableQuery(http, { page: 1, pageSize: 100, customer_id: LEDGER, q: 'ledger credits 2', start, end }), 'ledger credits 2'],
      ['transactions', creditTransactionTableQuery(http, { page: 1, pageSize: 100, customer_id: LEDGER, q: 'ai', start, end }), 'ai'],
    ] as const;
    for (const [name, options, q] of cases) {
      const { data, url } = await fetchWith<{ list: Row[]; count: number }>(options);
      const sentParams = paramsOf(url);
      expect(sentParams, name).toMatchObject({ q, end: String(end) });
      expect(sentParams.start, name).toBeDefined();
      expect(data.count, `${name} finds something`).toBeGreaterThan(0);
      for (const row of data.list) expect(text(row), name).toContain(q);
      for (const row of data.list) expect(inWindow(row.created_at), name).toBe(true);
    }
    // The window narrows: the invoices of the last 90 days are fewer than all of them.
    const { data: all } = await fetchWith<{ count: number }>(invoiceTableQuery(http, { page: 1, pageSize: 10, customer_id: LEDGER, ...INVOICE_LIST_DEFAULTS }));
    const { data: recent } = await fetchWith<{ count: number }>(invoiceTableQuery(http, { page: 1, pageSize: 10, customer_id: LEDGER, ...INVOICE_LIST_DEFAULTS, start, end }));
    expect(recent.count).toBeGreaterThan(0);
    expect(recent.count).toBeLessThan(all.count);
    // A search that matches nothing gives an empty page with count 0.
    const { data: none } = await fetchWith<{ list: unknown[]; count: number }>(creditGrantTableQuery(http, { page: 1, pageSize: 10, customer_id: LEDGER, q: 'no such grant' }));
    expect(none).toMatchObject({ list: [], count: 0 });
  });

  it('a customer cannot read another customer’s lists', async () => {
    as('customer');
    await expect(new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(invoiceTableQuery(http, { customer_id: LEDGER }))).rejects.toMatchObject({ kind: 'http' });
  });
});
