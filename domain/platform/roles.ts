import type { SessionUser } from '@domain/model';

export const ADMIN_ROLES: ReadonlyArray<string> = ['owner', 'admin'];
export const GUEST_ROLE = 'guest';
export const DEVELOPER_ROLE = 'developer';

/** Owner and admin see admin links, the Configure Domain button and can enable donations. */
export const isAdminRole = (role: string | null | undefined): boolean => !!role && ADMIN_ROLES.includes(role);

type PassportHolder = Pick<SessionUser, 'passports'> | null | undefined;

/** docs/spec/shell-store-and-tables.md §5: a user is a developer if any passport has the role developer. */
export const isDeveloper = (user: PassportHolder): boolean =>
  (user?.passports ?? []).some((passport) => passport.role === DEVELOPER_ROLE);

/**
 * docs/spec/shell-store-and-tables.md §6: a blocked user sees Forbidden. The platform marks a user whose access to the
 * site was revoked with `approved: false` (docs/reference/store-shell.md §3.1); a missing flag is not a block.
 */
export const isBlockedUser = (user: Pick<SessionUser, 'approved'> | null | undefined): boolean => user?.approved === false;
