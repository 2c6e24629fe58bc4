import type { AnyStateMachine } from 'xstate';
import committed from '../../qa/coverage-baseline.json';
import { generatePaths, type MachinePath, type PathOptions } from './generate-paths';
import { inventoryOf } from './machine-inventory';
import { oracleGaps, type AnyOracle } from './oracle';
import { replayPaths } from './replay';

export interface CoverageReport {
  paths: number;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  divergences: string[];
  /** Steps where a state's facts did not hold, and states the oracle leaves unjudged. */
  oracle: string[];
}

/** Coverage of a machine's states and transitions by a set of paths, measured by replaying them. */
export function measureCoverage(machine: AnyStateMachine, paths: readonly MachinePath[], input?: unknown, oracle?: AnyOracle): CoverageReport {
  const inventory = inventoryOf(machine);
  const replay = replayPaths(machine, paths, input, oracle);
  const missingStates = inventory.states.filter((id) => !replay.coveredStates.has(id));
  const missingTransitions = inventory.transitions.map((t) => t.id).filter((id) => !replay.coveredTransitions.has(id));
  return {
    paths: paths.length,
    states: { covered: inventory.states.length - missingStates.length, total: inventory.states.length, missing: missingStates },
    transitions: {
      covered: inventory.transitions.length - missingTransitions.length,
      total: inventory.transitions.length,
      missing: missingTransitions,
    },
    divergences: replay.divergences,
    oracle: oracle ? [...oracleGaps(machine, oracle), ...replay.oracleFailures] : [],
  };
}

export const formatCoverage = (name: string, report: CoverageReport) =>
  `${name}: ${report.paths} paths, states ${report.states.covered}/${report.states.total}, transitions ${report.transitions.covered}/${report.transitions.total}`;

interface Baseline {
  machines: Record<string, { states: string[]; transitions: string[] }>;
}

/**
 * What the machine lost or gained against the committed baseline (qa/coverage-baseline.json,
 * written by `npm run qa -- baseline --write`), found by its root state, whose id is the
 * machine's. Without this, coverage is counted against the machine under test itself, so a
 * transition deleted (or mutated away by StrykerJS) leaves 100 % behind. A machine the baseline
 * does not know yet is left to the coverage gate.
 */
export function baselineProblems(machine: AnyStateMachine, baseline: Baseline = committed): string[] {
  const entry = Object.entries(baseline.machines).find(([, recorded]) => recorded.states[0] === machine.id);
  if (!entry) return [];
  const [folder, recorded] = entry;
  const inventory = inventoryOf(machine);
  const now = { states: inventory.states, transitions: inventory.transitions.map((t) => t.id) };
  const problems: string[] = [];
  for (const kind of ['states', 'transitions'] as const) {
    const present = new Set(now[kind]);
    const known = new Set(recorded[kind]);
    for (const id of recorded[kind]) if (!present.has(id)) problems.push(`${kind === 'states' ? 'state' : 'transition'} of the baseline (${folder}) gone from the machine: ${id}`);
    for (const id of now[kind]) if (!known.has(id)) problems.push(`new ${kind === 'states' ? 'state' : 'transition'}, not in the baseline (${folder}): ${id}`);
  }
  if (problems.length > 0) problems.push('on purpose? `npm run qa -- baseline --write` and commit qa/coverage-baseline.json with the change');
  return problems;
}

/**
 * Generates shortest and simple paths for a machine, replays them, and throws unless every state
 * and every transition was reached, every replay ended where the traversal said it would, the
 * machine has exactly the states and transitions of the committed baseline, and (given an
 * oracle) every state's facts held after every step of every path.
 * Pass the machine with its test fakes already provided (`machine.provide({ actors: ... })`).
 */
export function expectFullCoverage(
  machine: AnyStateMachine,
  options: PathOptions & { paths?: (paths: MachinePath[]) => MachinePath[]; oracle?: AnyOracle } = {},
): CoverageReport {
  const generated = generatePaths(machine, options);
  const paths = options.paths ? options.paths(generated) : generated;
  const report = measureCoverage(machine, paths, options.input, options.oracle);
  const problems = [
    ...baselineProblems(machine),
    ...report.states.missing.map((id) => `state never reached: ${id}`),
    ...report.transitions.missing.map((id) => `transition never taken: ${id}`),
    ...report.divergences.map((text) => `replay diverged: ${text}`),
    ...report.oracle.slice(0, 20).map((text) => `oracle: ${text}`),
  ];
  if (problems.length > 0) {
    throw new Error(`${formatCoverage(machine.id, report)}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  console.info(formatCoverage(machine.id, report));
  return report;
}
