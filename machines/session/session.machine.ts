import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { isBlockedUser } from '@domain/platform';
import type { SessionInfo } from '@machines/ports';
import type { SessionContext, SessionEvent } from './session.types';

export type { SessionContext, SessionEvent } from './session.types';

/** The loaded session's livemode flag, synced to the app. */
const syncLoaded = { type: 'syncLivemode', params: ({ event }: { event: { output: SessionInfo } }) => ({ livemode: event.output.livemode }) } as const;
/** The load's answer, for the guards that route it. */
const loadedInfo = ({ event }: { event: { output: SessionInfo } }) => ({ info: event.output });

/**
 * The visitor's session for the whole app (docs/spec/shell-store-and-tables.md §2 "Protected area", §4 "Session"):
 *
 *   uninitialised ─load─▶ anonymous | signedIn | blocked (| failed, retry)
 *   anonymous ─(a protected page shows, or the Login button)─▶ loggingIn: a redirect-mode login
 *     that comes back to the same page with its query; the page shows a loading indicator
 *   signedIn ─user.logout─▶ loggingOut ─▶ signedOut (the browser goes to the site root)
 *   a logout elsewhere ─▶ signedOut; another account signed in ─▶ loaded again
 *   a blocked user (approved: false) sees Forbidden in the protected area
 *
 * The session's livemode flag is synced to the app on every load and every change
 * (`syncLivemode`), and the view shows the test-mode badge when it is false.
 */
export const sessionMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, no runtime effect
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { livemode: boolean },
  },
  // Stryker disable ObjectLiteral,BlockStatement,StringLiteral,ArrowFunction: placeholders the composition root and every test replace
  actors: {
    loadSession: fromPromise<SessionInfo>(async () => {
      throw new Error('loadSession is not provided');
    }),
    startLogin: fromPromise<void, { returnTo: string }>(async () => {
      throw new Error('startLogin is not provided');
    }),
    logout: fromPromise<void>(async () => {
      throw new Error('logout is not provided');
    }),
    /** Platform events (logout elsewhere, user switch, livemode) as machine events. */
    watchPlatform: fromCallback<SessionEvent>(() => () => {}),
  },
  // Stryker restore ObjectLiteral,BlockStatement,StringLiteral,ArrowFunction
  actions: {
    /** After a load: who is signed in and the session's livemode flag. */
    keepSession: assign(({ event }) => {
      const info = (event as unknown as { output: SessionInfo }).output;
      return { user: info.user, livemode: info.livemode, error: undefined };
    }),
    /** Writes the session's livemode flag where the app's adapters read it. */
    syncLivemode: (_args, _params: { livemode: boolean }) => {},
    /** The browser goes to the site root (not the app's prefix) after a logout. */
    goToRoot: () => {},
  },
  guards: {
    isBlocked: (_, params: { info: SessionInfo }) => isBlockedUser(params.info.user),
    hasUser: (_, params: { info: SessionInfo }) => Boolean(params.info.user),
    inProtectedArea: ({ context }) => context.protectedArea,
  },
}).createMachine({
  id: 'session',
  initial: 'uninitialised',
  context: ({ input }) => ({ user: null, livemode: input.livemode, protectedArea: false, returnTo: null, error: undefined }),
  invoke: { src: 'watchPlatform' },
  on: {
    'area.enter': { actions: assign({ protectedArea: true, returnTo: ({ event }) => event.returnTo }) },
    'area.leave': { actions: assign({ protectedArea: false }) },
    'platform.livemode': {
      actions: [
        assign({ livemode: ({ event }) => event.livemode }),
        { type: 'syncLivemode', params: ({ event }) => ({ livemode: event.livemode }) },
      ],
    },
  },
  states: {
    uninitialised: {
      tags: ['busy'],
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          { guard: { type: 'isBlocked', params: loadedInfo }, target: 'blocked', actions: ['keepSession', syncLoaded] },
          { guard: { type: 'hasUser', params: loadedInfo }, target: 'signedIn', actions: ['keepSession', syncLoaded] },
          { target: 'anonymous', actions: ['keepSession', syncLoaded] },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    anonymous: {
      always: { guard: 'inProtectedArea', target: 'loggingIn' },
      on: {
        'user.login': { target: 'loggingIn', actions: assign({ returnTo: ({ event }) => event.returnTo }) },
        'platform.userChanged': 'uninitialised',
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'startLogin',
        src: 'startLogin',
        // Stryker disable next-line StringLiteral: unreachable fallback for the type (every way into loggingIn, area.enter or user.login, set returnTo)
        input: ({ context }) => ({ returnTo: context.returnTo ?? '/' }),
        // A login that did not leave the page (a popup) signed somebody in: load who.
        onDone: 'uninitialised',
        onError: { target: 'loginFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
      on: { 'platform.userChanged': 'uninitialised' },
    },
    loginFailed: {
      on: { 'user.retry': 'loggingIn', 'platform.userChanged': 'uninitialised' },
    },
    signedIn: {
      on: {
        'user.logout': 'loggingOut',
        'platform.loggedOut': 'signedOut',
        'platform.userChanged': 'uninitialised',
      },
    },
    blocked: {
      on: {
        'user.logout': 'loggingOut',
        'platform.loggedOut': 'signedOut',
        'platform.userChanged': 'uninitialised',
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: 'signedOut',
        onError: { target: 'signedIn', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    signedOut: {
      tags: ['busy'],
      entry: [
        // Stryker disable next-line ObjectLiteral: equivalent, signedOut is never left and the view shows no user there; cleared so nothing signed out holds the user
        assign({ user: null }),
        'goToRoot',
      ],
    },
    failed: {
      on: { 'user.retry': 'uninitialised' },
    },
  },
});
