// Random and weighted random walks over a machine, with stop conditions: the generators of model-
// based testing tools (GraphWalker's random(...) and weighted_random(...) with edge_coverage,
// time_duration, reached_vertex, reached_edge and length stop conditions), here on a live actor of
// the machine's graph fixture. A walk is reproducible from its seed: the same seed, machine and
// options give the same steps.
import { createActor, SimulatedClock, type AnyStateMachine, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { eventsToTry, type PathOptions } from './generate-paths';
import { guardLabel } from './guard-label';
import { inventoryOf } from './machine-inventory';
import { mulberry32 } from '@domain/random';

/** When a walk stops; several conditions stop it at the first one that holds (OR). */
export type WalkStop =
  | { kind: 'coverage'; percent: number }
  | { kind: 'time'; ms: number }
  | { kind: 'state'; id: string }
  | { kind: 'transition'; id: string }
  | { kind: 'length'; steps: number };

export interface WalkOptions extends PathOptions {
  seed: number;
  /**
   * Weighted random: an event's weight is 1 / (1 + the times the walk already took the
   * transitions it would take), so the walk leans towards what it has not taken yet. Our machines
   * carry no edge weights of their own, so the weight comes from the walk.
   */
  weighted?: boolean;
  stop: readonly WalkStop[];
  /** A walk whose conditions can never hold (a state it cannot reach) still ends. Default 10 000 steps. */
  maxSteps?: number;
  /** The wall clock the time condition reads (tests pass their own). */
  now?: () => number;
}

export interface WalkStep {
  /** 1-based: a walk that reaches a final state (or a state no event moves) starts a new run from the initial state. */
  run: number;
  event: EventObject;
  /** The guards of the transitions the event took, named (guard-label.ts). */
  guards: string[];
  /** The transitions (inventory ids) the event fired, eventless ones included. */
  transitions: string[];
  value: unknown;
}

export interface WalkResult {
  seed: number;
  steps: WalkStep[];
  coveredStates: Set<string>;
  coveredTransitions: Set<string>;
  /** The condition that stopped the walk, or why it stopped without one. */
  stoppedBy: WalkStop | { kind: 'dead end'; value: unknown } | { kind: 'safety cap'; steps: number };
  elapsedMs: number;
}

export const stopLabel = (stop: WalkResult['stoppedBy']): string => {
  switch (stop.kind) {
    case 'coverage':
      return `coverage:${stop.percent}`;
    case 'time':
      return `time:${stop.ms}ms`;
    case 'state':
      return `state:${stop.id}`;
    case 'transition':
      return `transition:${stop.id}`;
    case 'length':
      return `length:${stop.steps}`;
    case 'dead end':
      return `dead end (no event moves ${JSON.stringify(stop.value)})`;
    case 'safety cap':
      return `safety cap (${stop.steps} steps)`;
  }
};

export function randomWalk(machine: AnyStateMachine, options: WalkOptions): WalkResult {
  const inventory = inventoryOf(machine);
  const idOf = new Map<AnyTransitionDefinition, string>(inventory.transitions.map((t) => [t.definition, t.id]));
  const candidates = eventsToTry(machine, options);
  const random = mulberry32(options.seed);
  const now = options.now ?? Date.now;
  const started = now();
  const maxSteps = options.maxSteps ?? 10_000;
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  const taken = new Map<string, number>();
  let fired: string[] = [];

  const start = () => {
    const created = createActor(machine, {
      clock: new SimulatedClock(),
      ...(options.input === undefined ? {} : { input: options.input }),
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        for (const transition of (inspection as { _transitions: AnyTransitionDefinition[] })._transitions) {
          const id = idOf.get(transition);
          if (id) fired.push(id);
        }
      },
    });
    created.subscribe({ next: () => {}, error: () => {} });
    fired = [];
    created.start();
    return created;
  };
  let actor = start();
  let run = 1;
  let runSteps = 0;
  const active = () => (actor.getSnapshot() as { _nodes: { id: string }[] })._nodes.map((node) => node.id);
  const record = () => {
    for (const id of active()) coveredStates.add(id);
    for (const id of fired) {
      coveredTransitions.add(id);
      taken.set(id, (taken.get(id) ?? 0) + 1);
    }
  };
  record();
  fired = [];

  const steps: WalkStep[] = [];
  const holds = (stop: WalkStop): boolean => {
    switch (stop.kind) {
      case 'coverage':
        return inventory.transitions.length === 0 || (coveredTransitions.size / inventory.transitions.length) * 100 >= stop.percent;
      case 'time':
        return now() - started >= stop.ms;
      case 'state':
        return active().includes(stop.id);
      case 'transition':
        return coveredTransitions.has(stop.id);
      case 'length':
        return steps.length >= stop.steps;
    }
  };

  let stoppedBy: WalkResult['stoppedBy'] | undefined;
  while (!stoppedBy) {
    stoppedBy = options.stop.find(holds);
    if (stoppedBy) break;
    if (steps.length >= maxSteps) {
      stoppedBy = { kind: 'safety cap', steps: maxSteps };
      break;
    }
    const snapshot = actor.getSnapshot();
    const enabled =
      snapshot.status !== 'active'
        ? []
        : candidates.flatMap((event) => {
            const definitions = machine.getTransitionData(snapshot as never, event as never) as AnyTransitionDefinition[];
            return definitions.length === 0 ? [] : [{ event, definitions }];
          });
    if (enabled.length === 0) {
      // A run that ended where nothing moves starts again from the initial state, as a tester
      // would with a new session; a machine whose initial state already goes nowhere ends the walk.
      if (runSteps === 0) {
        stoppedBy = { kind: 'dead end', value: snapshot.value };
        break;
      }
      actor.stop();
      actor = start();
      record();
      fired = [];
      run++;
      runSteps = 0;
      continue;
    }
    const weights = enabled.map(({ definitions }) =>
      options.weighted ? 1 / (1 + definitions.reduce((sum, definition) => sum + (taken.get(idOf.get(definition) ?? '') ?? 0), 0)) : 1,
    );
    let pick = random() * weights.reduce((a, b) => a + b, 0);
    let index = 0;
    while (index < enabled.length - 1 && pick >= weights[index]!) pick -= weights[index++]!;
    const { event, definitions } = enabled[index]!;
    fired = [];
    actor.send(event);
    record();
    runSteps++;
    steps.push({ run, event, guards: definitions.map((d) => guardLabel(d.guard)).filter(Boolean), transitions: [...fired], value: actor.getSnapshot().value });
  }
  actor.stop();
  return { seed: options.seed, steps, coveredStates, coveredTransitions, stoppedBy, elapsedMs: now() - started };
}
