// The session machine's input, context and events (zag's layout): the machine, its actors and
// its view import them from here.
import type { SessionUser } from '@domain/model';
import type { PlatformSessionEvent } from '@machines/ports';

export interface SessionContext {
  user: SessionUser | null;
  livemode: boolean;
  /** A protected page is showing: without a user, a login starts by itself. */
  protectedArea: boolean;
  /** Where a login comes back to: the protected page's path with its query. */
  returnTo: string | null;
  error: unknown;
}

export type SessionEvent =
  | { type: 'area.enter'; returnTo: string }
  | { type: 'area.leave' }
  | { type: 'user.login'; returnTo: string }
  | { type: 'user.logout' }
  | { type: 'user.retry' }
  | PlatformSessionEvent;
