import type { SnapshotFrom } from 'xstate';
import type { settingsLoaderMachine } from './settings-loader.machine';

export interface SettingsLoaderView<S> {
  status: 'loading' | 'ready' | 'failed';
  settings: S | undefined;
  error: unknown;
}

/** Snapshot in, view model out: components never look at state names or events. */
export function settingsLoaderView<S>(snapshot: SnapshotFrom<typeof settingsLoaderMachine>): SettingsLoaderView<S> {
  const status = snapshot.hasTag('busy') ? 'loading' : snapshot.hasTag('error') ? 'failed' : 'ready';
  return { status, settings: snapshot.context.settings as S | undefined, error: snapshot.context.error };
}
