// Who is calling: the sandbox identity plays the part of the platform's login cookie.
import type { Customer, SessionUser } from '@domain/model';
import { customerIdOf, identityByName } from '../catalog/identities';
import { failure } from '../handlers/route';
import type { Identity, SandboxData } from '../model';

export const callerOf = (data: SandboxData): Identity => identityByName(data.identity);

export function requireUser(data: SandboxData): SessionUser {
  const user = callerOf(data).user;
  if (!user) throw failure(401, 'Unauthorized: please login first');
  return user;
}

export const isAdminRole = (user: SessionUser | null): boolean => user?.role === 'admin' || user?.role === 'owner';

export function customerOfCaller(data: SandboxData): Customer | null {
  const user = callerOf(data).user;
  return user ? (data.customers[customerIdOf(user.did)] ?? null) : null;
}

/** A customer by id or DID (the overdue endpoint accepts both). */
export function findCustomer(data: SandboxData, idOrDid: string): Customer | undefined {
  return data.customers[idOrDid] ?? Object.values(data.customers).find((c) => c.did === idOrDid);
}

/** Customers see their own records; admins and owners see everybody's. */
export function assertCanSee(data: SandboxData, customerId: string | null | undefined): void {
  const user = requireUser(data);
  if (isAdminRole(user)) return;
  if (customerId && customerId !== customerIdOf(user.did)) throw failure(403, 'You are not allowed to access this resource');
}
