import type { SessionUser } from '@domain/model';

/** What the platform says about the visitor: who is signed in, and the session's livemode flag. */
export interface SessionInfo {
  user: SessionUser | null;
  livemode: boolean;
}

/** Things that happen to the session outside this page's own intents. */
export type PlatformSessionEvent =
  /** Logged out elsewhere (another tab, the platform's own menu): the page must leave. */
  | { type: 'platform.loggedOut' }
  /** Another account is now signed in (switch DID, sandbox identity menu): load it again. */
  | { type: 'platform.userChanged' }
  /** The session's livemode flag changed (e.g. the dashboard's test-mode switch). */
  | { type: 'platform.livemode'; livemode: boolean };

/**
 * The platform session as the session machine needs it. Live: `window.blocklet` and the
 * platform's `/.well-known/service` login and logout; sandbox: the identity the sandbox login
 * page picked. Implemented in adapters/session/, wired in routes/-shell/.
 */
export interface PlatformSessionPort {
  load(signal?: AbortSignal): Promise<SessionInfo>;
  /**
   * Starts a login in redirect mode: the browser leaves for the platform's login page, which
   * comes back to `returnTo` (a same-origin path with its query). Resolves only when the login
   * happens without leaving the page (a popup); a redirect never resolves.
   */
  login(returnTo: string): Promise<void>;
  logout(): Promise<void>;
  /** Platform events (logout elsewhere, a user switch, livemode); returns the unsubscribe. */
  subscribe(listener: (event: PlatformSessionEvent) => void): () => void;
}
