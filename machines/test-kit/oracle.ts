import { isDeepStrictEqual } from 'node:util';
import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';

/** What an oracle knows at one step of a path: the snapshot, the machine input and the events sent so far. */
export interface OracleStep<S = unknown> {
  snapshot: S;
  input: unknown;
  /** The events the path sent so far, oldest first (the init event left out). */
  events: readonly EventObject[];
}

/**
 * What must hold in each state of a machine, in the spirit of @xstate/test's per-state test.
 * `states` says, per state id, the facts a person must see there, derived from the spec's rules
 * and from what happened (the input, the events sent): never read back from the machine's own
 * context, or a mutant of the machine would agree with itself. `observe` reads the same facts
 * from the view model the UI renders; browser walks read them from the screen instead
 * (page objects), so one oracle judges both. An entry on a parent state holds in its children.
 */
export interface MachineOracle<S = never, F extends object = Record<string, unknown>> {
  observe: (snapshot: S) => F;
  states: Readonly<Record<string, (step: OracleStep<S>) => Partial<F>>>;
  /** Plain-language name of each fact, for manual test scripts ("the dialog is open"). */
  describe?: Partial<Record<keyof F, string>>;
}

/** Identity helper that keeps the snapshot and fact types of an oracle. */
export const defineOracle = <S, F extends object>(oracle: MachineOracle<S, F>): MachineOracle<S, F> => oracle;

// Oracles are stored untyped next to the graph; the helpers below take any of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOracle = MachineOracle<any, any>;

const activeIds = (snapshot: unknown): string[] => ((snapshot as { _nodes?: { id: string }[] })._nodes ?? []).map((node) => node.id);

/** The facts every active state's entry expects at this step, merged parent first. */
export function expectedFacts(oracle: AnyOracle, step: OracleStep<unknown>): { facts: Record<string, unknown>; states: string[] } {
  const facts: Record<string, unknown> = {};
  const states: string[] = [];
  for (const id of activeIds(step.snapshot)) {
    const entry = oracle.states[id];
    if (!entry) continue;
    states.push(id);
    Object.assign(facts, entry(step));
  }
  return { facts, states };
}

/** Compares the expected facts with the observed ones: one line per fact that differs. */
export function factMismatches(expected: Record<string, unknown>, observed: Record<string, unknown>): string[] {
  return Object.entries(expected)
    .filter(([key, value]) => !isDeepStrictEqual(observed[key], value))
    .map(([key, value]) => `${key}: expected ${JSON.stringify(value)}, saw ${JSON.stringify(observed[key])}`);
}

/**
 * Judges one step: the problems found (empty when every fact holds). A step where the active
 * states expect nothing at all is a problem too: an oracle that asserts nothing is no oracle.
 */
export function judgeStep(oracle: AnyOracle, step: OracleStep<unknown>): string[] {
  const { facts, states } = expectedFacts(oracle, step);
  const where = activeIds(step.snapshot).at(-1) ?? '?';
  if (Object.keys(facts).length === 0) return [`no fact asserted in ${where}`];
  const observed = oracle.observe(step.snapshot as never) as Record<string, unknown>;
  return factMismatches(facts, observed).map((line) => `${states.at(-1) ?? where}: ${line}`);
}

function* nodesOf(node: AnyStateNode): Generator<AnyStateNode> {
  yield node;
  for (const child of Object.values(node.states) as AnyStateNode[]) yield* nodesOf(child);
}

/**
 * States the oracle leaves unjudged: every leaf state needs an entry on itself or on an ancestor
 * below the root (a root entry alone would say the same thing everywhere). Also lists entries
 * that name no state of the machine (a renamed state).
 */
export function oracleGaps(machine: AnyStateMachine, oracle: AnyOracle): string[] {
  const ids = new Set<string>();
  const gaps: string[] = [];
  for (const node of nodesOf(machine.root)) {
    ids.add(node.id);
    if (Object.keys(node.states).length > 0) continue;
    let judged = false;
    for (let at: AnyStateNode | undefined = node; at && at !== machine.root; at = at.parent) if (oracle.states[at.id]) judged = true;
    if (!judged) gaps.push(`state without an oracle: ${node.id}`);
  }
  for (const id of Object.keys(oracle.states)) if (!ids.has(id)) gaps.push(`oracle entry for no state of the machine: ${id}`);
  return gaps;
}
