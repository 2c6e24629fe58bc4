import { useSyncExternalStore } from 'react';
import type { SandboxControlsView, SandboxSnapshotView } from './types';

/** The sandbox's current snapshot, re-rendering on every change of its state. */
export function useSandboxSnapshot(controls: Pick<SandboxControlsView, 'subscribe' | 'snapshot'>): SandboxSnapshotView {
  return useSyncExternalStore(controls.subscribe, controls.snapshot, controls.snapshot);
}
