// The people a sandbox visitor can be. Switching identity is logging in as somebody else.
import type { SessionUser } from '@domain/model';
import type { Identity, IdentityName } from '../model';

const user = (did: string, fullName: string, email: string, role: string, extra: Partial<SessionUser> = {}): SessionUser => ({
  did,
  fullName,
  email,
  role,
  avatar: null,
  passports: role === 'guest' ? [] : [{ id: `passport-${role}`, role, name: role, title: role[0]!.toUpperCase() + role.slice(1), status: 'valid' }],
  approved: true,
  locale: 'en',
  connectedAccounts: [{ provider: 'wallet', did }],
  ...extra,
});

export const DID = {
  customer: 'z1SandboxCustomerAliceXXXXXXXXXXXXXX',
  developer: 'z1SandboxDeveloperCarolXXXXXXXXXXXXX',
  admin: 'z1SandboxAdminDaveXXXXXXXXXXXXXXXXXXX',
  owner: 'z1SandboxOwnerErinXXXXXXXXXXXXXXXXXXX',
  ledger: 'z1SandboxLedgerLenaXXXXXXXXXXXXXXXXXX',
  blocked: 'z1SandboxBlockedMalloryXXXXXXXXXXXXX',
} as const;

export const identities: readonly Identity[] = [
  { id: 'guest', name: 'Guest', user: null, description: 'Nobody is logged in.' },
  { id: 'customer', name: 'Alice Payer', user: user(DID.customer, 'Alice Payer', 'alice@example.com', 'member'), description: 'A customer in good standing with a funded wallet.' },
  { id: 'developer', name: 'Carol Developer', user: user(DID.developer, 'Carol Developer', 'carol@example.com', 'developer'), description: 'A store developer (also buys, with an empty wallet).' },
  { id: 'admin', name: 'Dave Admin', user: user(DID.admin, 'Dave Admin', 'dave@example.com', 'admin'), description: 'An administrator; as a customer he has past-due invoices in ABT and USD (card).' },
  { id: 'owner', name: 'Erin Owner', user: user(DID.owner, 'Erin Owner', 'erin@example.com', 'owner'), description: 'The owner of the app; as a customer she has two past-due ABT invoices.' },
  // docs/spec/shell-store-and-tables.md §6: a blocked user sees Forbidden (the platform revoked their access: approved false).
  { id: 'blocked', name: 'Mallory Blocked', user: user(DID.blocked, 'Mallory Blocked', 'mallory@example.com', 'member', { approved: false }), description: 'A member whose access to the site was revoked: protected pages show Forbidden.' },
  // The billing tables' heavy customer: a long history to page, filter and search.
  { id: 'ledger', name: 'Lena Ledger', user: user(DID.ledger, 'Lena Ledger', 'lena@example.com', 'member'), description: 'A customer with a long billing history: 120 invoices over 14 months, a payment for every paid one, refunds, 25 credit grants and 300 credit transactions.' },
];


export const identityByName = (name: IdentityName): Identity => identities.find((i) => i.id === name) ?? identities[0]!;

export const isIdentityName = (value: string): value is IdentityName => identities.some((i) => i.id === value);

/** Customer id of a logged-in user's customer record (one per DID). */
export const customerIdOf = (did: string): string => `cus_${did.slice(2, 14).toLowerCase()}`;

/**
 * The wallet a guest signs with: nobody is logged in to the site, but the person scanning the
 * code still has a DID wallet (a donation needs no login). Seeded with a little ABT and TBA.
 */
export const GUEST_WALLET_DID = 'z1SandboxGuestWalletXXXXXXXXXXXXXXXX';
