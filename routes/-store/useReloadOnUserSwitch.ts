// Another person signed in on the same page (the platform's account switch, the sandbox's
// identity menu): the review is reloaded, since what this person may do with the version depends
// on who they are (machines/app-review: `user.reload`, docs/reference/store-shell.md §2).
import { useEffect, useRef } from 'react';
import { useSession } from '../-app/session';

/** Calls `reload` when the signed-in user changes from one person to another (not on the first sign-in, not on sign-out). */
export function useReloadOnUserSwitch(reload: () => void) {
  const did = useSession().view?.user?.did;
  const last = useRef(did);
  useEffect(() => {
    if (did === undefined || did === last.current) return;
    const before = last.current;
    last.current = did;
    if (before !== undefined) reload();
  }, [did, reload]);
}
