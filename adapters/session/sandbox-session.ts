// SessionPort over the sandbox identity: "logging in" picks the sandbox's customer, unless the
// QA control `nextLogin` makes that one login closed (null: back to the form) or failed (an error).
import type { SessionUser } from '@domain/model';
import type { SessionPort } from '@machines/ports';

/** The part of SandboxControls this needs (kept structural so tests can pass a fake). */
export interface SandboxIdentitySource {
  currentIdentity(): { user: SessionUser | null };
  /** The sandbox login (SandboxControls.login): the customer, null when closed, or an error. */
  login(): Promise<SessionUser | null>;
}

export function createSandboxSession(source: SandboxIdentitySource): SessionPort {
  return {
    user: () => source.currentIdentity().user,
    login: () => source.login(),
  };
}
