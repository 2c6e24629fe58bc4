// The settings loader machine's input, context and events (zag's layout): the machine, its actors and
// its view import them from here.

export interface SettingsLoaderContext<S = unknown> {
  settings: S | undefined;
  error: unknown;
  attempts: number;
}

export type SettingsLoaderEvent = { type: 'user.retry' } | { type: 'user.reload' };
