import type { SnapshotFrom } from 'xstate';
import type { SessionUser } from '@domain/model';
import type { sessionMachine } from './session.machine';

/** What the protected area shows: a loading indicator, its pages, Forbidden, or an error with Retry. */
export type SessionGate = 'loading' | 'open' | 'forbidden' | 'loginFailed' | 'failed';

export interface SessionView {
  /** The signed-in user; null while loading, for a guest, and after logout. */
  user: SessionUser | null;
  /** The active passport's role, 'guest' without a user. */
  role: string;
  /** Known who the visitor is (the header may show login or user controls). */
  initialised: boolean;
  busy: boolean;
  gate: SessionGate;
  /** The session is not live: the header shows the test-mode badge. */
  testMode: boolean;
  error: unknown;
}

/** Snapshot in, view model out: the shell never looks at state names or events. */
export function sessionView(snapshot: SnapshotFrom<typeof sessionMachine>): SessionView {
  const { context } = snapshot;
  const user = snapshot.matches('signedIn') || snapshot.matches('loggingOut') || snapshot.matches('blocked') ? context.user : null;
  const gate: SessionGate = snapshot.matches('signedIn')
    ? 'open'
    : snapshot.matches('blocked')
      ? 'forbidden'
      : snapshot.matches('loginFailed')
        ? 'loginFailed'
        : snapshot.matches('failed')
          ? 'failed'
          : 'loading';
  return {
    user,
    role: user?.role || 'guest',
    initialised: !snapshot.matches('uninitialised') && !snapshot.matches('failed'),
    busy: snapshot.hasTag('busy'),
    gate,
    testMode: !context.livemode,
    error: context.error,
  };
}
