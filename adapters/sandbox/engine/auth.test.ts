// One authorization rule (engine/auth mayRead), so that no endpoint forgets to check the caller,
// over every endpoint that reads or changes a customer's records, and over every list filter that
// names a record. Table-driven: each row × {own, other's, admin}. The table is checked against the registered routes (a new
// customer endpoint without a row fails) and the handlers' sources (a new *_id filter that the
// rule does not know fails).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customerIdOf, DID } from '../catalog/identities';
import { routeNames } from '../routing/route';
import type { IdentityName } from '../model';
import { LEDGER_SUBSCRIPTIONS } from '../tables/ledger-seed';
import { useSandbox } from '../testing/harness';
import { NON_RECORD_FILTERS, RECORD_FILTERS } from './auth';

const LEDGER = customerIdOf(DID.ledger);
const SUB = LEDGER_SUBSCRIPTIONS.pro;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Row {
  route: string;
  method: Method;
  /** The path (and query) reaching the ledger customer's record, ids filled in from the state. */
  path: (ids: LedgerIds) => string;
  body?: (ids: LedgerIds) => unknown;
  /** A list: every row it answers must belong to the ledger customer. */
  list?: boolean;
}
interface LedgerIds {
  invoice: string;
  grant: string;
  config: string;
}

// Every list filter naming a record, and every record endpoint, of the customer's billing data.
const ROWS: Row[] = [
  ...['customer_id=' + LEDGER, 'customer_id=' + DID.ledger, 'subscription_id=' + SUB].map((q) => ({ route: 'invoices.list', method: 'GET' as const, path: () => `/api/invoices?${q}`, list: true })),
  { route: 'invoices.get', method: 'GET', path: (ids) => `/api/invoices/${ids.invoice}` },
  { route: 'paymentIntents.list', method: 'GET', path: () => `/api/payment-intents?customer_id=${LEDGER}`, list: true },
  ...['customer_id=' + LEDGER, 'subscription_id=' + SUB].map((q) => ({ route: 'creditGrants.list', method: 'GET' as const, path: () => `/api/credit-grants?${q}`, list: true })),
  { route: 'creditGrants.get', method: 'GET', path: (ids) => `/api/credit-grants/${ids.grant}` },
  { route: 'creditGrants.summary', method: 'GET', path: () => `/api/credit-grants/summary?customer_id=${LEDGER}` },
  ...['customer_id=' + LEDGER, 'subscription_id=' + SUB, 'credit_grant_id=GRANT'].map((q) => ({
    route: 'creditTransactions.list',
    method: 'GET' as const,
    path: (ids: LedgerIds) => `/api/credit-transactions?${q.replace('GRANT', ids.grant)}`,
    list: true,
  })),
  ...['customer_id=' + LEDGER, 'invoice_id=INVOICE'].map((q) => ({ route: 'refunds.list', method: 'GET' as const, path: (ids: LedgerIds) => `/api/refunds?${q.replace('INVOICE', ids.invoice)}`, list: true })),
  { route: 'billingHistory.get', method: 'GET', path: () => `/api/billing-history?customer_id=${LEDGER}` },
  { route: 'subscriptions.list', method: 'GET', path: () => `/api/subscriptions?customer_id=${LEDGER}`, list: true },
  { route: 'subscriptions.get', method: 'GET', path: () => `/api/subscriptions/${SUB}` },
  { route: 'subscriptions.overdue', method: 'GET', path: () => `/api/subscriptions/${SUB}/overdue/invoices` },
  { route: 'customers.get', method: 'GET', path: () => `/api/customers/${LEDGER}` },
  { route: 'customers.overdue', method: 'GET', path: () => `/api/customers/${LEDGER}/overdue/invoices` },
  { route: 'subscriptions.recoverInfo', method: 'GET', path: () => `/api/subscriptions/${SUB}/recover-info` },
  { route: 'subscriptions.changePlanOptions', method: 'GET', path: () => `/api/subscriptions/${SUB}/change-plan/options` },
  { route: 'subscriptions.changePlanPreview', method: 'GET', path: () => `/api/subscriptions/${SUB}/change-plan/preview?price_id=none` },
  { route: 'subscriptions.recover', method: 'PUT', path: () => `/api/subscriptions/${SUB}/recover` },
  { route: 'subscriptions.cancel', method: 'PUT', path: () => `/api/subscriptions/${SUB}/cancel`, body: () => ({ at: 'current_period_end' }) },
  { route: 'subscriptions.changePlan', method: 'PUT', path: () => `/api/subscriptions/${SUB}/change-plan`, body: () => ({ price_id: 'none' }) },
  { route: 'subscriptions.cancelPendingUpdate', method: 'DELETE', path: () => `/api/subscriptions/${SUB}/pending-update` },
  { route: 'subscriptions.changePayment', method: 'PUT', path: () => `/api/subscriptions/${SUB}/change-payment`, body: () => ({ currency_id: 'pc_usd' }) },
  { route: 'autoTopUp.get', method: 'GET', path: () => `/api/auto-recharge-configs/customer/${DID.ledger}` },
  { route: 'autoTopUp.retrieve', method: 'GET', path: (ids) => `/api/auto-recharge-configs/retrieve/${ids.config}` },
  { route: 'meterEvents.create', method: 'POST', path: () => '/api/meter-events', body: () => ({ event_name: 'api', payload: { customer_id: LEDGER, value: '1' } }) },
];

// Routes that hold no customer's billing records, or only the caller's own (no id to aim at
// another customer), with why; the store's routes have their own permission tests.
const NOT_CUSTOMER_RECORDS = new Set([
  'customers.me', // the caller's own profile: no id in the request
  'customers.syncToSpace', // the caller's own
  'autoTopUp.submit', // always the caller's own configuration
  'autoTopUp.packages', // the catalogue
  'settings.get', 'settings.create', 'settings.update', 'settings.donation', 'settings.donationList', // app settings (admin checks of their own)
  'paymentLinks.get', 'paymentLinks.benefits', // public links
  'donations.start', 'donations.supporters', // a target's public tip link and its public list of supporters (no login: guests tip)
  'pricingTables.get', 'pricingTables.checkout', // public tables; a choice starts a new checkout session
  'notifications.list', 'notifications.read', 'analytics.script', // the caller's own / public
  'sandbox.cardConfirm', 'sandbox.cardAuthenticate', // the sandbox's card stand-in, bound to a secret
]);
// Checkout sessions are capability links (an unguessable id, as Stripe's), paid by whoever holds them.
const isCheckout = (name: string) => name.startsWith('checkout.');
const isStore = (name: string) => name.startsWith('store.');

const ACTORS: { actor: string; identity: IdentityName; allowed: boolean }[] = [
  { actor: 'own', identity: 'ledger', allowed: true },
  { actor: "other's", identity: 'customer', allowed: false },
  { actor: 'admin', identity: 'admin', allowed: true },
];

describe('sandbox authorization: one rule over every endpoint and list filter', () => {
  const { sandbox, as } = useSandbox();

  const ledgerIds = (): LedgerIds => {
    const data = sandbox.store.read();
    const invoice = Object.values(data.invoices).find((i) => i.customer_id === LEDGER && i.subscription_id === SUB);
    const grant = Object.values(data.creditGrants).find((g) => g.customer_id === LEDGER);
    if (!invoice || !grant) throw new Error('the ledger seed changed');
    const config = 'arc_auth_test';
    sandbox.store.update((d) => {
      d.autoTopUps = { ...d.autoTopUps, [config]: { id: config, customer_id: LEDGER, currency_id: 'pc_credit', enabled: false, threshold: '0', daily_limits: { max_amount: '0', max_attempts: 0 } } as never };
    });
    return { invoice: invoice.id, grant: grant.id, config };
  };

  const call = async (row: Row, ids: LedgerIds) => {
    const response = await fetch(`${sandbox.apiBase}${row.path(ids)}`, {
      method: row.method,
      headers: { 'content-type': 'application/json' },
      ...(row.body ? { body: JSON.stringify(row.body(ids)) } : {}),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as { list?: { customer_id?: string; metadata?: { customer_id?: string } }[] } | null };
  };

  const cases = ROWS.flatMap((row) => ACTORS.map((a) => ({ ...a, row, name: `${row.method} ${row.path({ invoice: '{invoice}', grant: '{grant}', config: '{config}' })}` })));
  it.each(cases)('$name as $actor', async ({ row, identity, allowed }) => {
    const ids = ledgerIds();
    as(identity);
    const { status, body } = await call(row, ids);
    if (!allowed) {
      expect(status).toBe(403);
      return;
    }
    expect(status).not.toBe(403);
    expect(status).not.toBe(401);
    if (row.list) {
      expect(status).toBe(200);
      const owners = (body?.list ?? []).map((r) => r.customer_id ?? r.metadata?.customer_id);
      expect(owners.every((o) => o === LEDGER)).toBe(true);
    }
  });

  it('a guest gets 401 from every row', async () => {
    const ids = ledgerIds();
    as('guest');
    for (const row of ROWS) expect({ row: row.route, status: (await call(row, ids)).status }).toEqual({ row: row.route, status: 401 });
  });

  it('every registered route is in the table or explicitly holds no other customer’s records', () => {
    const covered = new Set(ROWS.map((r) => r.route));
    const unclassified = routeNames.filter((n) => !covered.has(n) && !NOT_CUSTOMER_RECORDS.has(n) && !isCheckout(n) && !isStore(n));
    expect(unclassified).toEqual([]);
  });

  it('every *_id filter the handlers read is one the rule checks (or names no customer’s record)', () => {
    // Every route lives in handlers/ (routing/register.ts registers that folder).
    const dirs = [join(__dirname, '../handlers')];
    const read = new Set<string>();
    for (const dir of dirs) {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
        const source = readFileSync(join(dir, file), 'utf8');
        for (const m of source.matchAll(/(?:searchParams\.get(?:All)?\(|listParam\(url, |flagParam\(url, )'([a-z_]+_id)'/g)) read.add(m[1]!);
      }
    }
    const known = new Set<string>([...Object.keys(RECORD_FILTERS), ...NON_RECORD_FILTERS]);
    expect([...read].filter((p) => !known.has(p))).toEqual([]);
    // And the table exercises each record filter at least once.
    for (const param of Object.keys(RECORD_FILTERS)) expect(ROWS.some((r) => r.path({ invoice: 'i', grant: 'g', config: 'c' }).includes(`${param}=`))).toBe(true);
  });
});
