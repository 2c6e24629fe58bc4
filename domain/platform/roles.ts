import type { SessionUser } from '@domain/model';

export const ADMIN_ROLES: ReadonlyArray<string> = ['owner', 'admin'];
export const GUEST_ROLE = 'guest';
export const DEVELOPER_ROLE = 'developer';

/** Owner and admin see admin links, the Configure Domain button and can enable donations. */
export const isAdminRole = (role: string | null | undefined): boolean => !!role && ADMIN_ROLES.includes(role);

type PassportHolder = Pick<SessionUser, 'passports'> | null | undefined;

/** Spec shell §5: a user is a developer if any passport has the role developer. */
export const isDeveloper = (user: PassportHolder): boolean =>
  (user?.passports ?? []).some((passport) => passport.role === DEVELOPER_ROLE);
