// Where the sandbox's machine inspector plugs into the actors the app creates. main.tsx installs
// the inspector in sandbox mode only (a chunk a live build never has); every actor creation site
// spreads `inspection()` into its options, which is `{}` when none is installed. With the
// inspector, the transitions the actors take are recorded for the browser walks' coverage
// (qa-transitions.ts), so they count what the page did, not what they planned.
import type { InspectionEvent } from 'xstate';
import { exposeTransitions, recordTransitions } from './qa-transitions';
// A type only: the inspector's code stays in its sandbox-only chunk.
import type { MachineInspector } from './inspector';

let installed: MachineInspector | undefined;

export const installInspector = (inspector: MachineInspector) => {
  installed = inspector;
  exposeTransitions();
};

/** The inspector installed on this page, if any (the dock reads its records). */
export const installedInspector = () => installed;

/** Options for createActor / useActorRef: the inspector's callback, or nothing. */
export const inspection = (): { inspect?: (event: InspectionEvent) => void } => {
  const inspector = installed;
  if (!inspector) return {};
  return {
    inspect: (event) => {
      inspector.inspect(event);
      recordTransitions(event);
    },
  };
};
