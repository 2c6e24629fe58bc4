// What must hold in each session state (docs/spec/shell-store-and-tables.md §2 "Protected area",
// §4 "Session"), folded from the input and the events, never read from the machine's context: who
// was loaded last, the livemode flag the platform said last, the last error, whether a protected
// page is showing. A protected page without a user shows a loading indicator (a login starts by
// itself); a blocked user sees Forbidden; a signed-in one the pages; errors offer Retry.
import type { EventObject } from 'xstate';
import type { SessionUser } from '@domain/model';
import { isBlockedUser } from '@domain/platform';
import type { SessionInfo } from '@machines/ports';
import { defineOracle, type OracleStep } from '@machines/test-kit/oracle';
import { sessionView } from './session.view';

type Snapshot = Parameters<typeof sessionView>[0];
type Step = OracleStep<Snapshot>;
type Loaded = EventObject & { output?: SessionInfo; error?: unknown; livemode?: boolean };

const ERRORS = ['xstate.error.actor.loadSession', 'xstate.error.actor.startLogin', 'xstate.error.actor.logout'];

/** What the events said so far. */
function fold({ input, events }: Step) {
  let livemode = (input as { livemode: boolean }).livemode;
  let user: SessionUser | null = null;
  let error: unknown = undefined;
  let protectedArea = false;
  for (const event of events as readonly Loaded[]) {
    if (event.type === 'xstate.done.actor.loadSession') {
      user = event.output?.user ?? null;
      livemode = event.output?.livemode ?? livemode;
      error = undefined;
    }
    if (event.type === 'platform.livemode') livemode = event.livemode ?? livemode;
    if (ERRORS.includes(event.type)) error = event.error;
    if (event.type === 'area.enter') protectedArea = true;
    if (event.type === 'area.leave') protectedArea = false;
  }
  return { livemode, user, error, protectedArea };
}

/** The facts every state shares: the test-mode badge follows the last livemode flag; the last error stays until a load answers. */
const base = (step: Step) => ({ testMode: !fold(step).livemode, error: fold(step).error });

/** Nobody shown: the header offers login, the protected area waits. */
const nobody = (step: Step, busy: boolean, initialised = true) => ({ ...base(step), user: null, role: 'guest', busy, initialised, gate: 'loading' as const });

/** The loaded user, let in or not by the spec's rule (approved: false is Forbidden). */
const loadedUser = (step: Step) => {
  const { user } = fold(step);
  return { ...base(step), user, role: user?.role || 'guest', initialised: true, busy: false, gate: user && isBlockedUser(user) ? ('forbidden' as const) : ('open' as const) };
};

export const sessionOracle = defineOracle({
  observe: sessionView,
  describe: {
    user: 'the signed-in user shown',
    role: 'the role shown',
    initialised: 'the header knows who the visitor is',
    busy: 'a loading indicator shows',
    gate: 'the protected area shows loading, its pages, Forbidden or an error',
    testMode: 'the test-mode badge shows',
    error: 'the error shown',
  },
  states: {
    'session.uninitialised': (step) => nobody(step, true, false),
    // Whoever the last load found is nobody; inside the protected area a login would already be on its way.
    'session.anonymous': (step) => ({ ...nobody(step, fold(step).protectedArea), user: fold(step).user }),
    'session.loggingIn': (step) => nobody(step, true),
    'session.loginFailed': (step) => ({ ...nobody(step, false), gate: 'loginFailed' as const, error: fold(step).error }),
    'session.signedIn': loadedUser,
    'session.blocked': loadedUser,
    'session.loggingOut': (step) => ({ ...loadedUser(step), busy: true, gate: 'loading' as const }),
    'session.signedOut': (step) => nobody(step, true),
    'session.failed': (step) => ({ ...nobody(step, false, false), gate: 'failed' as const, error: fold(step).error }),
  },
});
