// SessionPort over the sandbox identity: "logging in" picks the sandbox's customer.
import type { SessionUser } from '@domain/model';
import type { SessionPort } from '@machines/ports';

/** The part of SandboxControls this needs (kept structural so tests can pass a fake). */
export interface SandboxIdentitySource {
  currentIdentity(): { user: SessionUser | null };
  setIdentity(id: 'customer'): void;
}

export function createSandboxSession(source: SandboxIdentitySource): SessionPort {
  return {
    user: () => source.currentIdentity().user,
    async login() {
      if (!source.currentIdentity().user) source.setIdentity('customer');
      return source.currentIdentity().user;
    },
  };
}
