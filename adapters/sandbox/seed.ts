// The state a fresh (or reset) sandbox starts from: the catalogue, one customer per identity,
// wallets, and every scenario's records. Deterministic for a given `now`.
import type { Customer } from '@domain/model';
import { catalogPrices } from './catalog/prices';
import { customerIdOf, identities } from './catalog/identities';
import type { SandboxData } from './model';
import { scenarioSeeds } from './scenarios';

function customerOf(did: string, fullName: string, email: string): Customer {
  return {
    id: customerIdOf(did),
    did,
    name: fullName,
    email,
    phone: '+14155550123',
    address: { country: 'us', state: 'CA', city: 'San Francisco', line1: '1 Market St', line2: '', postal_code: '94105' },
    metadata: { phone: { country: 'us', phoneNumber: '+14155550123' } },
    didSpace: null,
    livemode: true,
  };
}

export function emptyData(now: number): SandboxData {
  return {
    version: 1,
    seededAt: now,
    clockOffsetMs: 0,
    identity: 'customer',
    seq: 0,
    settingsRecords: [],
    customers: {},
    prices: Object.fromEntries(catalogPrices.map((p) => [p.id, p])),
    links: {},
    sessions: {},
    intents: {},
    invoices: {},
    subscriptions: {},
    creditGrants: {},
    creditTransactions: {},
    autoTopUps: {},
    wallets: {},
    pendingWallet: null,
    faults: {},
    events: [],
    flags: {},
  };
}

export function seedData(now: number): SandboxData {
  const data = emptyData(now);
  for (const identity of identities) {
    if (!identity.user) continue;
    const { did, fullName, email } = identity.user;
    data.customers[customerIdOf(did)] = customerOf(did, fullName, email ?? `${identity.id}@example.com`);
    data.wallets[did] = { balances: {}, delegations: {} };
  }
  for (const seed of scenarioSeeds) seed(data, Math.floor(now / 1000));
  return data;
}
