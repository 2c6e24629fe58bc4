import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { makeUser } from '@test/fixtures/shell';
import { sessionMachine, type SessionEvent } from './session.machine';
import type { SessionInfo } from '@machines/ports';
import { sessionView } from './session.view';

interface Fakes {
  load?: () => Promise<SessionInfo>;
  login?: (returnTo: string) => Promise<void>;
  logout?: () => Promise<void>;
}

function start(fakes: Fakes = {}) {
  const logins: string[] = [];
  const synced: boolean[] = [];
  const goToRoot = vi.fn();
  let emit: ((event: SessionEvent) => void) | undefined;
  const machine = sessionMachine.provide({
    actors: {
      loadSession: fromPromise(fakes.load ?? (async () => ({ user: null, livemode: true }))),
      startLogin: fromPromise<void, { returnTo: string }>(({ input }) => {
        logins.push(input.returnTo);
        return fakes.login ? fakes.login(input.returnTo) : new Promise<void>(() => {});
      }),
      logout: fromPromise(fakes.logout ?? (async () => undefined)),
      watchPlatform: fromCallback<SessionEvent>(({ sendBack }) => {
        emit = sendBack;
        return () => {};
      }),
    },
    actions: {
      syncLivemode: (_args, params: { livemode: boolean }) => void synced.push(params.livemode),
      goToRoot,
    },
  });
  const actor = createActor(machine, { input: { livemode: true } }).start();
  return { actor, logins, synced, goToRoot, platform: (event: SessionEvent) => emit!(event) };
}

describe('session machine', () => {
  it('is uninitialised (loading) until the platform answers, then initialised without a user', async () => {
    const { actor } = start();
    expect(sessionView(actor.getSnapshot())).toMatchObject({ gate: 'loading', initialised: false, busy: true });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(sessionView(actor.getSnapshot())).toMatchObject({ initialised: true, user: null, role: 'guest' });
  });

  it('without a user on a protected page starts a redirect login back to the same page with its query', async () => {
    const { actor, logins } = start();
    actor.send({ type: 'area.enter', returnTo: '/notifications?read=false&severity=error' });
    await waitFor(actor, (s) => s.matches('loggingIn'));
    expect(logins).toEqual(['/notifications?read=false&severity=error']);
    // The page shows a loading indicator while the browser leaves for the login page.
    expect(sessionView(actor.getSnapshot())).toMatchObject({ gate: 'loading', busy: true });
  });

  it('on a public page stays anonymous until the Login button', async () => {
    const { actor, logins } = start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'area.enter', returnTo: '/x' });
    actor.send({ type: 'area.leave' });
    expect(logins).toEqual(['/x']);
    const second = start();
    await waitFor(second.actor, (s) => s.matches('anonymous'));
    second.actor.send({ type: 'user.login', returnTo: '/sandbox' });
    expect(second.logins).toEqual(['/sandbox']);
  });

  it('opens the protected area for a signed-in user and syncs the livemode flag (test-mode badge)', async () => {
    const user = makeUser({ role: 'admin' });
    const { actor, synced } = start({ load: async () => ({ user, livemode: false }) });
    actor.send({ type: 'area.enter', returnTo: '/notifications' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(sessionView(actor.getSnapshot())).toMatchObject({ gate: 'open', user, role: 'admin', testMode: true });
    expect(synced).toEqual([false]);
  });

  it('follows a livemode change of the session', async () => {
    const { actor, synced, platform } = start({ load: async () => ({ user: makeUser(), livemode: true }) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    platform({ type: 'platform.livemode', livemode: false });
    expect(sessionView(actor.getSnapshot()).testMode).toBe(true);
    expect(synced).toEqual([true, false]);
  });

  it('follows the platform’s livemode both ways: test mode off again when it says live', async () => {
    const { actor, synced, platform } = start({ load: async () => ({ user: makeUser(), livemode: true }) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    platform({ type: 'platform.livemode', livemode: false });
    platform({ type: 'platform.livemode', livemode: true });
    expect(sessionView(actor.getSnapshot()).testMode).toBe(false);
    expect(synced).toEqual([true, false, true]);
  });

  it('leaving the protected area before the load answers: a guest stays anonymous and no login starts', async () => {
    const { actor, logins } = start();
    actor.send({ type: 'area.enter', returnTo: '/notifications' });
    actor.send({ type: 'area.leave' });
    await waitFor(actor, (s) => !s.matches('uninitialised'));
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(sessionView(actor.getSnapshot())).toMatchObject({ gate: 'loading', busy: false, user: null });
    expect(logins).toEqual([]);
  });

  it('a guest loaded after a failed load: the error is gone and the session’s livemode is synced', async () => {
    let loads = 0;
    const { actor, synced } = start({
      load: async () => {
        loads += 1;
        if (loads === 1) throw new Error('down');
        return { user: null, livemode: false };
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(sessionView(actor.getSnapshot()).error).toEqual(new Error('down'));
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(sessionView(actor.getSnapshot())).toMatchObject({ error: undefined, testMode: true, initialised: true });
    expect(synced).toEqual([false]);
  });

  it('shows Forbidden to a blocked user (approved: false) and never opens the area', async () => {
    const { actor } = start({ load: async () => ({ user: makeUser({ approved: false }), livemode: true }) });
    actor.send({ type: 'area.enter', returnTo: '/notifications' });
    await waitFor(actor, (s) => s.matches('blocked'));
    expect(sessionView(actor.getSnapshot()).gate).toBe('forbidden');
  });

  it('logout sends the browser to the site root', async () => {
    const { actor, goToRoot } = start({ load: async () => ({ user: makeUser(), livemode: true }) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'user.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(goToRoot).toHaveBeenCalledTimes(1);
    expect(sessionView(actor.getSnapshot()).user).toBeNull();
  });

  it('a logout event from elsewhere also goes to the root; a failed logout keeps the user', async () => {
    const first = start({ load: async () => ({ user: makeUser(), livemode: true }), logout: async () => Promise.reject(new Error('offline')) });
    await waitFor(first.actor, (s) => s.matches('signedIn'));
    first.actor.send({ type: 'user.logout' });
    await waitFor(first.actor, (s) => s.matches('signedIn') && s.context.error !== undefined);
    expect(first.goToRoot).not.toHaveBeenCalled();
    first.platform({ type: 'platform.loggedOut' });
    expect(first.goToRoot).toHaveBeenCalledTimes(1);
  });

  it('loads again when another account signs in', async () => {
    let who = makeUser({ did: 'z1a' });
    const { actor, platform } = start({ load: async () => ({ user: who, livemode: true }) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    who = makeUser({ did: 'z1b', role: 'owner' });
    platform({ type: 'platform.userChanged' });
    await waitFor(actor, (s) => s.matches('signedIn') && s.context.user?.did === 'z1b');
    expect(sessionView(actor.getSnapshot()).role).toBe('owner');
  });

  it('a login that fails offers Retry; a failed load offers Retry', async () => {
    let attempt = 0;
    const { actor, logins } = start({ login: async () => Promise.reject(new Error(`closed ${++attempt}`)) });
    actor.send({ type: 'area.enter', returnTo: '/p' });
    await waitFor(actor, (s) => s.matches('loginFailed'));
    expect(sessionView(actor.getSnapshot()).gate).toBe('loginFailed');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('loginFailed') && (s.context.error as Error).message === 'closed 2');
    expect(logins).toEqual(['/p', '/p']);

    let loads = 0;
    const failing = start({
      load: async () => {
        loads += 1;
        if (loads === 1) throw new Error('down');
        return { user: makeUser(), livemode: true };
      },
    });
    await waitFor(failing.actor, (s) => s.matches('failed'));
    expect(sessionView(failing.actor.getSnapshot())).toMatchObject({ gate: 'failed', initialised: false });
    failing.actor.send({ type: 'user.retry' });
    await waitFor(failing.actor, (s) => s.matches('signedIn'));
  });

  it('a login without leaving the page (popup) loads the new user', async () => {
    let signedIn = false;
    const { actor } = start({
      load: async () => ({ user: signedIn ? makeUser() : null, livemode: true }),
      login: async () => {
        signedIn = true;
      },
    });
    actor.send({ type: 'area.enter', returnTo: '/p' });
    await waitFor(actor, (s) => s.matches('signedIn'));
  });
});
