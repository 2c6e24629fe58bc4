import type { AnyStateMachine } from 'xstate';
import type { PathOptions } from './generate-paths';
import type { AnyOracle } from './oracle';

/**
 * A machine as the path kit sees it: the machine with inert actors (promises that never settle,
 * so only a path's own events move it) and the options its path test generates paths with
 * (input, event payload variants, the context that makes two snapshots different).
 * One per machine, in `machines/<name>/<name>.graph.ts`; its path test, the QA CLI, the coverage
 * gate and docs/machines.md all read the same one through `machines/registry.ts`.
 */
export interface MachineGraph {
  machine: AnyStateMachine;
  options: PathOptions;
  /** What must hold in each state (machines/<name>/<name>.oracle.ts), judged after every step. */
  oracle?: AnyOracle;
}

/** Identity helper: checks the shape while keeping the literal types of the options. */
export const defineGraph = <G extends MachineGraph>(graph: G): G => graph;
