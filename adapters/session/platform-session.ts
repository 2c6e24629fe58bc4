// The platform session behind the session machine's port (PlatformSessionPort in machines/ports.ts):
// - live: the platform's session endpoint, its login page in redirect mode
//   (/.well-known/service/login?redirect=…) and its logout endpoint; livemode from local storage;
// - sandbox: the identity the sandbox's login page (/sandbox/login) picked; "logging in" really
//   leaves the page for that login page, which sends the browser back to the same page.
// Structural: the routes hand these objects to the machine's actors.
import type { SessionUser } from '@domain/model';
import type { KeyValueStore } from '../storage/local-store';
import { readLivemode } from '../storage/livemode';
import { underMount } from '../http/mount-path';

export interface SessionInfo {
  user: SessionUser | null;
  livemode: boolean;
}

export type PlatformSessionEvent = { type: 'platform.loggedOut' } | { type: 'platform.userChanged' } | { type: 'platform.livemode'; livemode: boolean };

export interface PlatformSession {
  load(signal?: AbortSignal): Promise<SessionInfo>;
  login(returnTo: string): Promise<void>;
  logout(): Promise<void>;
  subscribe(listener: (event: PlatformSessionEvent) => void): () => void;
}

/** The sandbox's login page: the platform login stand-in that a redirect really passes through. */
export const SANDBOX_LOGIN_PATH = '/sandbox/login';

export const loginUrl = (loginPath: string, returnTo: string) => `${loginPath}?${new URLSearchParams({ redirect: returnTo }).toString()}`;

/** The part of the sandbox controls this needs (structural, so tests pass a fake). */
export interface SandboxSessionSource {
  identity(): string;
  currentIdentity(): { user: SessionUser | null };
  setIdentity(name: 'guest'): void;
  subscribe(listener: () => void): () => void;
  shell: { livemode(): boolean; subscribe(listener: () => void): () => void };
}

export function createSandboxPlatformSession(source: SandboxSessionSource, navigate: (url: string) => void): PlatformSession {
  return {
    load: async () => ({ user: source.currentIdentity().user, livemode: source.shell.livemode() }),
    login: (returnTo) => {
      navigate(loginUrl(underMount(SANDBOX_LOGIN_PATH), returnTo));
      // The page unloads; the login page sends the browser back.
      return new Promise<void>(() => {});
    },
    logout: async () => source.setIdentity('guest'),
    subscribe(listener) {
      let identity = source.identity();
      let livemode = source.shell.livemode();
      const offIdentity = source.subscribe(() => {
        const next = source.identity();
        if (next === identity) return;
        identity = next;
        listener({ type: 'platform.userChanged' });
      });
      const offShell = source.shell.subscribe(() => {
        const next = source.shell.livemode();
        if (next === livemode) return;
        livemode = next;
        listener({ type: 'platform.livemode', livemode: next });
      });
      return () => {
        offIdentity();
        offShell();
      };
    },
  };
}

export interface LivePlatformSessionOptions {
  servicePrefix?: string;
  local: KeyValueStore;
  fetch?: typeof fetch;
  navigate?: (url: string) => void;
}

export function createLivePlatformSession(options: LivePlatformSessionOptions): PlatformSession {
  const prefix = options.servicePrefix ?? '';
  const call = (path: string, init?: RequestInit) => (options.fetch ?? fetch)(`${prefix}${path}`, { credentials: 'include', ...init });
  return {
    async load(signal) {
      // The decoder (the domain's schemas, Effect Schema) loads beside the request: every signed-in
      // page awaits this before it renders, so it is not in the session runtime's own code.
      const decoder = import('./session-answer');
      decoder.catch(() => undefined);
      const response = await call('/.well-known/service/api/did/session', signal ? { signal } : {});
      if (response.status === 401) return { user: null, livemode: readLivemode(options.local) };
      if (!response.ok) throw new Error(`The platform session could not be read (HTTP ${response.status})`);
      const body: unknown = await response.json();
      return { user: (await decoder).decodeSessionUser(body), livemode: readLivemode(options.local) };
    },
    login(returnTo) {
      (options.navigate ?? ((url) => location.assign(url)))(loginUrl(`${prefix}/.well-known/service/login`, returnTo));
      return new Promise<void>(() => {});
    },
    async logout() {
      await call('/.well-known/service/api/did/logout', { method: 'POST' });
    },
    subscribe(listener) {
      // Another tab logged out or switched the test mode: the platform's storage changes.
      const onStorage = (event: StorageEvent) => {
        if (event.key === 'livemode') listener({ type: 'platform.livemode', livemode: event.newValue !== 'false' });
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
