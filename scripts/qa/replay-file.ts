// Replays a path file on its machine: the JSON that `qa paths --format json` exports or the
// sandbox's machine inspector saves ("Save as path"). Each path starts a fresh actor of the
// machine's graph fixture (inert actors, a clock that never moves, so only the file's events move
// it) with the file's input, sends the events in order and checks, after each, the state the file
// says it reached. A bug seen on the page becomes a file that reproduces it without the page.
import { readFileSync } from 'node:fs';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import { stateLabel } from '@machines/test-kit/state-label';
import { loadMachine, QaError, type LoadedMachine } from './model';

export interface SavedStep {
  event: EventObject;
  state: string;
}

export interface SavedPaths {
  machine: string;
  machineId?: string;
  input?: unknown;
  paths: Array<{ number: number; target: string; steps: SavedStep[] }>;
}

export interface ReplayReport {
  lines: string[];
  /** One line per path whose replay left the file's states ('' none). */
  failures: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseSavedPaths(text: string, file = 'the file'): SavedPaths {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new QaError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const paths = isObject(data) ? data['paths'] : undefined;
  if (!isObject(data) || typeof data['machine'] !== 'string' || !Array.isArray(paths)) {
    throw new QaError(`${file} is not a path file: it needs "machine" and "paths" (what \`qa paths --format json\` or the inspector's "Save as path" writes).`);
  }
  for (const path of paths) {
    const steps = isObject(path) ? path['steps'] : undefined;
    if (!Array.isArray(steps) || !steps.every((step) => isObject(step) && isObject(step['event']) && typeof step['event']['type'] === 'string')) {
      throw new QaError(`${file}: every path needs "steps", each with an "event" that has a "type".`);
    }
  }
  return data as unknown as SavedPaths;
}

/** Errors travel as { message, name } objects (JSON has no Error): make them errors again. */
function revive(event: EventObject): EventObject {
  const error = (event as { error?: unknown }).error;
  if (!isObject(error) || typeof error['message'] !== 'string') return event;
  return { ...event, error: Object.assign(new Error(error['message']), error) } as EventObject;
}

export async function machineOf(saved: SavedPaths): Promise<LoadedMachine> {
  const loaded = await loadMachine(saved.machine);
  if (saved.machineId && saved.machineId !== loaded.graph.machine.id) {
    throw new QaError(`The file is of machine "${saved.machineId}", but machines/${saved.machine} runs "${loaded.graph.machine.id}".`);
  }
  return loaded;
}

export function replaySaved(loaded: LoadedMachine, saved: SavedPaths): ReplayReport {
  const lines: string[] = [];
  const failures: string[] = [];
  const input = saved.input ?? undefined;
  for (const path of saved.paths) {
    const actor = createActor(loaded.graph.machine, { clock: new SimulatedClock(), ...(input === undefined ? {} : { input }) });
    actor.subscribe({ error: () => {} });
    actor.start();
    lines.push(`#${path.number} → ${path.target} (${path.steps.length} steps)`);
    let failure = '';
    path.steps.forEach((step, index) => {
      if (failure || step.event.type === 'xstate.init') return;
      actor.send(revive(step.event));
      const reached = stateLabel(actor.getSnapshot().value);
      const ok = !step.state || reached === step.state;
      lines.push(`  ${index + 1}. ${step.event.type} → ${reached}${ok ? '' : `  ✗ the file says ${step.state}`}`);
      if (!ok) failure = `path #${path.number}, step ${index + 1} (${step.event.type}): reached ${reached}, the file says ${step.state}`;
    });
    const end = stateLabel(actor.getSnapshot().value);
    if (!failure && path.target && end !== path.target) failure = `path #${path.number}: ended in ${end}, the file says ${path.target}`;
    if (failure) failures.push(failure);
    actor.stop();
  }
  return { lines, failures };
}

/** `qa walk <file.json>`: replays the file, prints each step, exits 1 when a path diverges. */
export async function replayFile(file: string): Promise<number> {
  const saved = parseSavedPaths(readFileSync(file, 'utf8'), file);
  const loaded = await machineOf(saved);
  const { lines, failures } = replaySaved(loaded, saved);
  console.log(`${file}: ${saved.paths.length} path(s) of ${loaded.entry.folder}, replayed on its graph fixture\n`);
  console.log(lines.join('\n'));
  if (failures.length === 0) {
    console.log('\nEvery step reached the state the file says.');
    return 0;
  }
  console.log(`\nDiverged:\n${failures.map((line) => `  ${line}`).join('\n')}`);
  return 1;
}
