// SessionPort on a real blocklet platform: the user comes from the platform session endpoint and
// logging in is the platform's own login page (a full-page redirect that comes back here).
import type { SessionUser } from '@domain/model';
import type { SessionPort } from '@machines/ports';

export interface LiveSessionOptions {
  /** Where the platform's services live, '' for the site root. */
  servicePrefix?: string;
  fetch?: typeof fetch;
  navigate?: (url: string) => void;
}

export function createLiveSession(options: LiveSessionOptions = {}): SessionPort & { refresh(): Promise<SessionUser | null> } {
  const prefix = options.servicePrefix ?? '';
  let current: SessionUser | null = null;
  const refresh = async () => {
    // The decoder loads beside the request, not with the page's first code (docs/speed.md).
    const decoder = import('./session-answer');
    decoder.catch(() => undefined);
    try {
      const response = await (options.fetch ?? fetch)(`${prefix}/.well-known/service/api/did/session`, { credentials: 'include' });
      if (!response.ok) return (current = null);
      const body: unknown = await response.json();
      current = (await decoder).decodeSessionUser(body);
    } catch {
      current = null;
    }
    return current;
  };
  return {
    user: () => current,
    refresh,
    async login() {
      // The platform may know the person already (the session's first answer can arrive after
      // the page asked for a login): a signed-in payer is not sent to the login page again.
      const known = await refresh();
      if (known) return known;
      const back = typeof location === 'undefined' ? '/' : location.href;
      (options.navigate ?? ((url) => location.assign(url)))(`${prefix}/.well-known/service/login?redirect=${encodeURIComponent(back)}`);
      // The page unloads; nothing resolves in practice.
      return new Promise<SessionUser | null>(() => {});
    },
  };
}
