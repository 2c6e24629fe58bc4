import type { SnapshotFrom } from 'xstate';
import type { routeProgressMachine } from './route-progress.machine';

export interface RouteProgressView {
  visible: boolean;
  /** Running: creeping towards the end; done: full, about to go. */
  phase: 'hidden' | 'running' | 'done';
}

export function routeProgressView(snapshot: SnapshotFrom<typeof routeProgressMachine>): RouteProgressView {
  if (!snapshot.hasTag('visible')) return { visible: false, phase: 'hidden' };
  return { visible: true, phase: snapshot.matches('finishing') ? 'done' : 'running' };
}
