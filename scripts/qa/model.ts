// The QA command's view of a machine: its inventory, its generated paths as readable steps
// (event, guard that allowed it, state reached) and what each path covers. Everything is read
// from the machine definition and its registry graph fixture: nothing here knows any machine.
import type { AnyStateMachine, EventObject } from 'xstate';
import { findMachine, machineRegistry, type RegistryEntry } from '@machines/registry';
import { generatePaths, guardLabel, inventoryOf, replayPaths, type MachineGraph, type MachineInventory, type MachinePath } from '@machines/test-kit';
import { stateLabel } from '@machines/test-kit/state-label';

export class QaError extends Error {}

export interface LoadedMachine {
  entry: RegistryEntry;
  graph: MachineGraph;
  inventory: MachineInventory;
}

export async function loadMachine(folder: string): Promise<LoadedMachine> {
  const entry = findMachine(folder);
  if (!entry) {
    throw new QaError(`Unknown machine "${folder}". Known machines: ${machineRegistry.map((e) => e.folder).join(', ')}.`);
  }
  const graph = await entry.load();
  return { entry, graph, inventory: inventoryOf(graph.machine) };
}

/**
 * Every machine of the registry, loaded one after the other. Not in parallel: the CLI runs under
 * jiti, whose concurrent imports can hand a module that is still initialising to a second
 * importer (the donation machine then met `Big` undefined in a shared money module).
 */
export async function loadAllMachines(): Promise<LoadedMachine[]> {
  const loaded: LoadedMachine[] = [];
  for (const entry of machineRegistry) loaded.push(await loadMachine(entry.folder));
  return loaded;
}

// One readable form of a state value, shared with the live inspector's saved paths (they replay here).
export { stateLabel };

/** The event's payload, short: what tells two variants of one event type apart. */
export function payloadLabel(event: EventObject): string {
  const { type: _type, ...rest } = event as EventObject & Record<string, unknown>;
  if (Object.keys(rest).length === 0) return '';
  const text = JSON.stringify(rest, (_key, value: unknown) =>
    value instanceof Error ? `${value.name}(${[value.message, (value as { code?: string }).code].filter(Boolean).join(', ')})` : value,
  );
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

export interface PathStep {
  event: string;
  payload: string;
  /** The guards of the transitions this event took ('' when none guarded them). */
  guard: string;
  /**
   * What the guards read from the context before the step: the fields the graph's
   * serializeContext names and their values then ('' without a guard or a serializeContext).
   */
  reads: string;
  state: string;
  raw: EventObject;
}

export interface ReadablePath {
  /** 1-based, stable for one machine definition and fixture: what `walk` and `--path` take. */
  number: number;
  target: string;
  steps: PathStep[];
  states: string[];
  transitions: string[];
}

type Snapshot = ReturnType<AnyStateMachine['resolveState']>;

/**
 * The context fields a serializeContext reads, from its source: `context.check`,
 * `context.request.values.customer_email` (a field whose deeper fields are read is left out).
 */
export function contextFields(serialize: (context: never) => unknown): string[] {
  const chains = [...new Set([...serialize.toString().matchAll(/context((?:\??\.\w+)+)/g)].map((match) => match[1]!.replace(/\?\./g, '.').slice(1)))];
  return chains.filter((chain) => !chains.some((other) => other.startsWith(`${chain}.`)));
}

function readsOf(loaded: LoadedMachine, guard: string, context: unknown): string {
  const serialize = loaded.graph.options.serializeContext;
  if (!guard || !serialize) return '';
  const fields = contextFields(serialize).map((field) => `context.${field}`);
  return `${fields.join(', ') || 'context'} = ${JSON.stringify(serialize(context as never))}`;
}

/**
 * Every generated path of the machine, numbered, with the states and transitions its replay
 * covers. The traversal's path to the initial state has no step: a listing leaves it out (the
 * initial state is reached by every other path).
 */
export function readablePaths(loaded: LoadedMachine): ReadablePath[] {
  const { graph } = loaded;
  const paths: MachinePath[] = generatePaths(graph.machine, graph.options).filter((path) => path.steps.some((step) => step.event.type !== 'xstate.init'));
  return paths.map((path, index) => {
    const steps: PathStep[] = [];
    let previous: Snapshot | null = null;
    for (const step of path.steps) {
      const snapshot = step.state as unknown as Snapshot;
      if (step.event.type !== 'xstate.init' && previous) {
        const taken = graph.machine.getTransitionData(previous as never, step.event as never) as Array<{ guard?: unknown }>;
        const guard = taken.map((t) => guardLabel(t.guard)).filter(Boolean).join(', ');
        steps.push({
          event: step.event.type,
          payload: payloadLabel(step.event),
          guard,
          reads: readsOf(loaded, guard, previous.context),
          state: stateLabel(snapshot.value),
          raw: step.event,
        });
      }
      previous = snapshot;
    }
    const replay = replayPaths(graph.machine, [path], graph.options.input);
    return {
      number: index + 1,
      target: stateLabel((path.state as unknown as Snapshot).value),
      steps,
      states: [...replay.coveredStates],
      transitions: [...replay.coveredTransitions],
    };
  });
}
