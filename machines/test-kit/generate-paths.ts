import type { AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { inventoryOf } from './machine-inventory';

export interface PathOptions {
  input?: unknown;
  /**
   * Payload variants per event type. Types not listed are sent as `{ type }` — enough for
   * `xstate.after.*` and user events without data; done events usually need an `output`.
   */
  events?: Readonly<Record<string, readonly EventObject[]>>;
  /** Also enumerate simple paths (every cycle-free route). Default true. */
  simplePaths?: boolean;
  /** Upper bound on explored states, so that a context that keeps growing cannot hang a test. */
  limit?: number;
  /**
   * The part of the context that makes two snapshots different for path finding. Default: none,
   * so counters and timestamps cannot make the graph infinite; return the fields your guards read
   * when the same state value behaves differently with different data.
   */
  serializeContext?: (context: never) => unknown;
}

export type MachinePath = StatePath<ReturnType<AnyStateMachine['transition']>, EventObject>;

/** The events to try in every state: each type the machine knows, with its payload variants. */
export function eventsToTry(machine: AnyStateMachine, options: PathOptions): EventObject[] {
  const { eventTypes } = inventoryOf(machine);
  return eventTypes.flatMap((type) => options.events?.[type] ?? [{ type }]);
}

const pathKey = (path: MachinePath) => path.steps.map((step) => JSON.stringify(step.event)).join(' → ');

/**
 * Shortest paths to every reachable state, each extended by every event that state accepts (so
 * that transitions back into an already visited state are walked too), plus simple paths,
 * without duplicates.
 */
export function generatePaths(machine: AnyStateMachine, options: PathOptions = {}): MachinePath[] {
  const serialize = (snapshot: { value: unknown; context: never }) =>
    JSON.stringify([snapshot.value, options.serializeContext?.(snapshot.context) ?? null]);
  const traversal = {
    events: eventsToTry(machine, options),
    limit: options.limit ?? 5000,
    serializeState: serialize,
    ...(options.input === undefined ? {} : { input: options.input }),
  };
  // The graph module's option types are generic over the machine; one cast keeps this helper generic.
  const shortest = getShortestPaths(machine, traversal as never) as MachinePath[];
  const simple = options.simplePaths === false ? [] : (getSimplePaths(machine, traversal as never) as MachinePath[]);
  const edges = edgePaths(machine, shortest, getAdjacencyMap(machine, traversal as never), serialize);
  const unique = new Map<string, MachinePath>();
  for (const path of [...shortest, ...edges, ...simple]) unique.set(pathKey(path), path);
  return [...unique.values()];
}

type Adjacency = Record<string, { state: never; transitions: Record<string, { event: EventObject; state: never }> }>;

/** For every reachable state and every event it really reacts to: the shortest path there, plus that event. */
function edgePaths(
  machine: AnyStateMachine,
  shortest: MachinePath[],
  adjacency: unknown,
  serialize: (snapshot: never) => string,
): MachinePath[] {
  const toState = new Map(shortest.map((path) => [serialize(path.state as never), path]));
  const paths: MachinePath[] = [];
  for (const [key, vertex] of Object.entries(adjacency as Adjacency)) {
    const base = toState.get(key);
    if (!base) continue;
    for (const { event, state } of Object.values(vertex.transitions)) {
      if (machine.getTransitionData(vertex.state, event as never).length === 0) continue;
      paths.push({ state, steps: [...base.steps, { event, state }], weight: base.weight + 1 });
    }
  }
  return paths;
}
