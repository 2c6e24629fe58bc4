// The session machine for path generation: inert actors and event payloads that reach every
// branch. Shared by its path test, the QA CLI and the coverage gate (machines/registry.ts).
import { fromCallback, fromPromise } from 'xstate';
import { defineGraph } from '@machines/test-kit/machine-graph';
import { makeUser } from '@test/fixtures/shell';
import { sessionMachine } from './session.machine';
import { sessionOracle } from './session.oracle';
import type { SessionInfo } from '@machines/ports';

const loaded = (info: SessionInfo) => ({ type: 'xstate.done.actor.loadSession', output: info });

const events = {
  'xstate.done.actor.loadSession': [
    loaded({ user: null, livemode: true }),
    loaded({ user: makeUser(), livemode: false }),
    loaded({ user: makeUser({ approved: false }), livemode: true }),
  ],
  'xstate.error.actor.loadSession': [{ type: 'xstate.error.actor.loadSession', error: new Error('down') }],
  'xstate.done.actor.startLogin': [{ type: 'xstate.done.actor.startLogin' }],
  'xstate.error.actor.startLogin': [{ type: 'xstate.error.actor.startLogin', error: new Error('closed') }],
  'xstate.done.actor.logout': [{ type: 'xstate.done.actor.logout' }],
  'xstate.error.actor.logout': [{ type: 'xstate.error.actor.logout', error: new Error('offline') }],
  'area.enter': [{ type: 'area.enter', returnTo: '/notifications?read=false' }],
  'user.login': [{ type: 'user.login', returnTo: '/' }],
  // Both ways: a machine that drops the flag (undefined reads as test mode) disagrees with live.
  'platform.livemode': [
    { type: 'platform.livemode', livemode: false },
    { type: 'platform.livemode', livemode: true },
  ],
};

const never = <T>() => fromPromise<T>(() => new Promise<T>(() => {}));

export const sessionGraph = defineGraph({
  machine: sessionMachine.provide({
    actors: {
      loadSession: never<SessionInfo>(),
      startLogin: fromPromise<void, { returnTo: string }>(() => new Promise<void>(() => {})),
      logout: never<void>(),
      watchPlatform: fromCallback(() => () => {}),
    },
  }),
  options: {
    input: { livemode: true },
    // Shortest and edge paths reach everything; the many cycle-free routes only cost time.
    simplePaths: false,
    events,
    // The guard `inProtectedArea` reads it: anonymous behaves differently inside the area.
    serializeContext: (context: { protectedArea: boolean }) => context.protectedArea,
  },
  oracle: sessionOracle,
});
