// "Save as path": what one machine of the page did, as the QA command's JSON path export
// (scripts/qa/paths-format.ts: machine, machineId, input, paths[].steps[] of { event, guard,
// state }), so that `qa walk <file>` replays it on the machine's graph fixture and a person can
// hand a bug over as a file. Errors in events are written as { message, name } objects, as the
// export writes them.
import type { InspectedActor } from './inspector';
import { readableValues } from './inspector';

/** The registry's folder name of a machine id: checkoutSubmit → checkout-submit. */
export const folderOf = (machineId: string) => machineId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export interface SavedPathFile {
  machine: string;
  machineId: string;
  input: unknown;
  savedFrom: string;
  promise: string;
  paths: Array<{ number: number; target: string; steps: Array<{ event: unknown; guard: string; state: string }> }>;
}

export function savedPath(actor: InspectedActor, page: string): SavedPathFile {
  const steps = actor.history.filter((step) => step.event.type !== 'xstate.init');
  return {
    machine: folderOf(actor.machineId),
    machineId: actor.machineId,
    input: actor.input ?? null,
    savedFrom: page,
    promise: `what ${actor.machineId} did on ${page}, saved by the machine inspector`,
    paths: [
      {
        number: 1,
        target: steps.at(-1)?.state || actor.state,
        // The guard is the replay's to name: the page's actor does not say which one allowed it.
        steps: steps.map((step) => ({ event: step.event, guard: '', state: step.state || actor.state })),
      },
    ],
  };
}

/** The file's text: JSON that names functions and actor refs instead of failing on them. */
export const savedPathText = (file: SavedPathFile) =>
  JSON.stringify(file, readableValues((error) => ({ ...error, name: error.name, message: error.message })), 1);

export const savedPathFileName = (actor: InspectedActor, at: Date) =>
  `${folderOf(actor.machineId)}-${at.toISOString().replace(/[:.]/g, '-')}.path.json`;
