import type { AnyStateMachine } from 'xstate';
import { generatePaths, type MachinePath, type PathOptions } from './generate-paths';
import { inventoryOf } from './machine-inventory';
import { replayPaths } from './replay';

export interface CoverageReport {
  paths: number;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  divergences: string[];
}

/** Coverage of a machine's states and transitions by a set of paths, measured by replaying them. */
export function measureCoverage(machine: AnyStateMachine, paths: readonly MachinePath[], input?: unknown): CoverageReport {
  const inventory = inventoryOf(machine);
  const replay = replayPaths(machine, paths, input);
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
  };
}

export const formatCoverage = (name: string, report: CoverageReport) =>
  `${name}: ${report.paths} paths, states ${report.states.covered}/${report.states.total}, transitions ${report.transitions.covered}/${report.transitions.total}`;

/**
 * Generates shortest and simple paths for a machine, replays them, and throws unless every state
 * and every transition was reached and every replay ended where the traversal said it would.
 * Pass the machine with its test fakes already provided (`machine.provide({ actors: ... })`).
 */
export function expectFullCoverage(
  machine: AnyStateMachine,
  options: PathOptions & { paths?: (paths: MachinePath[]) => MachinePath[] } = {},
): CoverageReport {
  const generated = generatePaths(machine, options);
  const paths = options.paths ? options.paths(generated) : generated;
  const report = measureCoverage(machine, paths, options.input);
  const problems = [
    ...report.states.missing.map((id) => `state never reached: ${id}`),
    ...report.transitions.missing.map((id) => `transition never taken: ${id}`),
    ...report.divergences.map((text) => `replay diverged: ${text}`),
  ];
  if (problems.length > 0) {
    throw new Error(`${formatCoverage(machine.id, report)}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  console.info(formatCoverage(machine.id, report));
  return report;
}
