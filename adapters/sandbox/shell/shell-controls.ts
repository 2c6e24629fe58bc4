// The sandbox's remote control for the shell (window.__sandbox.shell): create a notification for
// the signed-in person, pretend a temporary host, switch analytics recording and the session's
// livemode. See docs/sandbox-api.md, "App shell".
import { identityByName } from '../catalog/identities';
import type { SandboxStore } from '../state';
import { createNotification, type NewNotification } from './notifications';
import type { AnalyticsHit, NotificationRecord, ShellStore } from './shell-state';

export interface ShellControls {
  /** Creates a notification for the signed-in person (or `receiver`); the socket pushes it. */
  notify(input?: NewNotification): NotificationRecord;
  notifications(): readonly NotificationRecord[];
  /** Pretend the site runs on a temporary domain (*.ip.abtnet.io): the domain warning shows. */
  setTemporaryHost(on: boolean): void;
  temporaryHost(): boolean;
  /** Analytics scripts load in the sandbox only when enabled; the sandbox records each one. */
  setAnalytics(on: boolean): void;
  analyticsEnabled(): boolean;
  analyticsHits(): readonly AnalyticsHit[];
  /** The session's livemode flag (false: the header shows the test-mode badge). */
  setLivemode(livemode: boolean): void;
  livemode(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createShellControls(store: SandboxStore, shell: ShellStore): ShellControls {
  return {
    notify(input = {}) {
      const receiver = input.receiver ?? identityByName(store.read().identity).user?.did;
      if (!receiver) throw new Error('Nobody is signed in: pick an identity (or pass a receiver) first');
      return createNotification(shell, input, receiver, store.now());
    },
    notifications: () => shell.read().notifications,
    setTemporaryHost: (on) =>
      shell.update((state) => {
        state.temporaryHost = on;
      }),
    temporaryHost: () => shell.read().temporaryHost,
    setAnalytics: (on) =>
      shell.update((state) => {
        state.analytics.enabled = on;
      }),
    analyticsEnabled: () => shell.read().analytics.enabled,
    analyticsHits: () => shell.read().analytics.hits,
    setLivemode: (livemode) =>
      shell.update((state) => {
        state.livemode = livemode;
      }),
    livemode: () => shell.read().livemode,
    subscribe: (listener) => shell.subscribe(listener),
  };
}
