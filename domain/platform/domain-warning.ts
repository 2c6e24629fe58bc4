import { isAdminRole } from './roles';

export const TEMPORARY_DOMAIN_SUFFIXES: ReadonlyArray<string> = ['.ip.abtnet.io', '.did.abtnet.io'];
export const DOMAIN_WARNING_SKIP_KEY = 'domain-warning-skip';
export const DOMAIN_WARNING_SNOOZE_DAYS = 30;
export const DOMAINS_ADMIN_PATH = '.well-known/service/admin/domains';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Hosts the platform hands out before a custom domain is configured. */
export const isTemporaryDomain = (host: string): boolean => {
  const lower = host.toLowerCase();
  return TEMPORARY_DOMAIN_SUFFIXES.some((suffix) => lower.endsWith(suffix));
};

export interface DomainWarningInput {
  readonly host: string;
  /** The current URL; the warning never shows on the domains admin page itself. */
  readonly href?: string | undefined;
  readonly now: Date;
  /** The stored snooze value (an ISO date written by "Remind Me Later"), if any. */
  readonly skippedAt: string | null | undefined;
  /** The dialog is never shown on small screens. */
  readonly isMobile?: boolean | undefined;
}

/** Whether "Remind Me Later" was pressed less than 30 days ago. */
export function isSnoozed(skippedAt: string | null | undefined, now: Date): boolean {
  if (!skippedAt) return false;
  const skipped = Date.parse(skippedAt);
  if (Number.isNaN(skipped)) return false;
  return now.getTime() - skipped <= DOMAIN_WARNING_SNOOZE_DAYS * DAY_MS;
}

/** docs/spec/shell-store-and-tables.md §4: shown on a temporary domain unless skipped in the last 30 days. */
export function shouldShowDomainWarning({ host, href, now, skippedAt, isMobile = false }: DomainWarningInput): boolean {
  if (!isTemporaryDomain(host) || isMobile) return false;
  if (href?.includes(DOMAINS_ADMIN_PATH)) return false;
  return !isSnoozed(skippedAt, now);
}

/** The value "Remind Me Later" stores under domain-warning-skip. */
export const domainWarningSnoozeValue = (now: Date): string => now.toISOString();

/** Admin and owner get the Configure Domain call to action; everyone else a notice. */
export const domainWarningVariant = (role: string | null | undefined): 'configure' | 'notice' =>
  isAdminRole(role) ? 'configure' : 'notice';
