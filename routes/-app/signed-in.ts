import { createContext, useContext } from 'react';
import type { SessionUser } from '@domain/model';

/** Who is signed in, as the protected area (`routes/_signed-in.tsx`) hands it to its pages. */
export interface SignedIn {
  user: SessionUser;
  /** The active passport's role (owner, admin, developer, member, guest…); 'guest' when none. */
  role: string;
}

export const SignedInContext = createContext<SignedIn | null>(null);

/**
 * For pages under `routes/_signed-in/` (portal, store developer/console, notifications): the
 * signed-in user and role. The protected layout renders its children only once a user is
 * signed in, so this never returns null there; using it outside the protected area is a bug and
 * throws.
 */
export function useSignedInUser(): SignedIn {
  const signedIn = useContext(SignedInContext);
  if (!signedIn) throw new Error('useSignedInUser() is only available under routes/_signed-in/');
  return signedIn;
}
