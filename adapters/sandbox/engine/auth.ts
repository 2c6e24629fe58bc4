// Who is calling, and what they may read: the sandbox identity plays the part of the platform's
// login cookie. One rule (mayRead) decides every record endpoint and every list filter (so no
// endpoint can forget the check): a signed-in caller reads their own customer's records; an admin or owner reads anyone's.
import type { Customer, SessionUser } from '@domain/model';
import { customerIdOf, identityByName } from '../catalog/identities';
import { refuse } from './errors';
import type { Identity, SandboxData } from '../model';
import { isAdminRole } from '@domain/platform';

export const callerOf = (data: SandboxData): Identity => identityByName(data.identity);

export function requireUser(data: SandboxData): SessionUser {
  const user = callerOf(data).user;
  if (!user) throw refuse(401, 'Unauthorized: please login first');
  return user;
}

/** The platform's admin roles (owner, admin): the one rule in domain/platform, for a caller who may be signed out. */
export const isAdminUser = (user: SessionUser | null): boolean => isAdminRole(user?.role);

export function customerOfCaller(data: SandboxData): Customer | null {
  const user = callerOf(data).user;
  return user ? (data.customers[customerIdOf(user.did)] ?? null) : null;
}

/** A customer by id or DID (the overdue endpoint accepts both). */
export function findCustomer(data: SandboxData, idOrDid: string): Customer | undefined {
  return data.customers[idOrDid] ?? Object.values(data.customers).find((c) => c.did === idOrDid);
}

/**
 * THE authorization rule: may `user` read a record owned by customer `ownerId`? Their own, yes;
 * anybody's for an admin or owner; an unknown owner (no such record) is nobody's, so the caller
 * gets an empty list or a 404 from the endpoint, never someone else's data.
 */
export function mayRead(user: SessionUser, ownerId: string | null | undefined): boolean {
  return isAdminUser(user) || !ownerId || ownerId === customerIdOf(user.did);
}

/** Record endpoints: 401 for a guest, 403 for another customer's record. */
export function assertCanSee(data: SandboxData, ownerId: string | null | undefined): void {
  const user = requireUser(data);
  if (!mayRead(user, ownerId)) throw refuse(403, 'You are not allowed to access this resource');
}

/**
 * Every list query parameter that names a record, with how to find that record's owner. A list
 * endpoint scopes itself with listScope, which checks each of these present in the query, so no
 * filter can reach past the rule. A new filter that names a record belongs here; the
 * authorization test reads the handlers' sources and fails on a *_id filter missing from this
 * table (or from NON_RECORD_FILTERS).
 */
export const RECORD_FILTERS: Record<string, (data: SandboxData, value: string) => string | null | undefined> = {
  customer_id: (data, value) => findCustomer(data, value)?.id ?? value,
  subscription_id: (data, value) => data.subscriptions[value]?.customer_id,
  invoice_id: (data, value) => data.invoices[value]?.customer_id,
  credit_grant_id: (data, value) => data.creditGrants[value]?.customer_id,
};

/** *_id query parameters that name no customer's record (catalogue ids): nothing to authorize. */
export const NON_RECORD_FILTERS = ['currency_id', 'price_id'] as const;

/**
 * The customer a list reads: its `customer_id` (default the caller's own customer), after every
 * record filter in the query passed the rule. Throws 401 / 403 like assertCanSee.
 */
export function listScope(data: SandboxData, url: URL): string {
  requireUser(data);
  for (const [param, ownerOf] of Object.entries(RECORD_FILTERS)) {
    for (const value of url.searchParams.getAll(param)) assertCanSee(data, ownerOf(data, value));
  }
  const asked = url.searchParams.get('customer_id');
  return asked ? (findCustomer(data, asked)?.id ?? asked) : (customerOfCaller(data)?.id ?? '');
}
