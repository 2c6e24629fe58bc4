// Where the sandbox's machine inspector plugs into the actors the app creates. main.tsx installs
// the inspector in sandbox mode only (a chunk a live build never has); every actor creation site
// spreads `inspection()` into its options, which is `{}` when none is installed. The installed
// inspector also records the transitions the actors take, for the browser walks' coverage
// (qa-transitions.ts, in the inspector's chunk).
import type { InspectionEvent } from 'xstate';
// A type only: the inspector's code stays in its sandbox-only chunk.
import type { MachineInspector } from './inspector';

let installed: MachineInspector | undefined;

export const installInspector = (inspector: MachineInspector) => {
  installed = inspector;
};

/** The inspector installed on this page, if any (the dock reads its records). */
export const installedInspector = () => installed;

/** Options for createActor / useActorRef: the inspector's callback, or nothing. */
export const inspection = (): { inspect?: (event: InspectionEvent) => void } => (installed ? { inspect: installed.inspect } : {});
