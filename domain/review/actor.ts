import type { SessionUser } from '@domain/model';
import { isAdminRole, isDeveloper } from '@domain/platform';
import type { ActorRole } from './states';

/**
 * The review roles of a signed-in user towards one app: dev when they own it and hold a developer
 * passport, admin when their active role is admin or owner. A visitor gets no role at all.
 */
export function reviewActorRoles(user: Pick<SessionUser, 'did' | 'role' | 'passports'> | null | undefined, ownerDid: string): ActorRole[] {
  if (!user) return [];
  const roles: ActorRole[] = [];
  if (user.did === ownerDid && isDeveloper(user)) roles.push('dev');
  if (isAdminRole(user.role)) roles.push('admin');
  return roles;
}
