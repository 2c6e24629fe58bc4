// Coverage of every registered machine: unit replay (the generated paths replayed on the machine
// with inert actors, as the path tests do) and, for machines with a UI walk, the transitions the
// last browser run walked (each passed walk leaves a qa-walk.json record in Playwright's output
// folder, which Playwright empties at the start of every run). The gate fails below 100 % unit.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { EventObject } from 'xstate';
import { generatePaths, measureCoverage, replayPaths, type MachinePath } from '@machines/test-kit';
import type { LoadedMachine } from './model';

export interface Counts {
  covered: number;
  total: number;
  missing: string[];
}

export interface MachineCoverage {
  machine: string;
  paths: number;
  states: Counts;
  transitions: Counts;
  divergences: string[];
  /** null: the machine has no UI walk; 'not run': it has one, but no record of a run was found. */
  browser: { walks: number; states: Counts; transitions: Counts } | null | 'not run';
}

/** What a passed UI walk writes (e2e/checkout-paths/submit-paths.spec.ts). */
export interface WalkRecord {
  machine: string;
  title: string;
  input: unknown;
  events: EventObject[];
}

const counts = (all: string[], covered: Set<string>): Counts => {
  const missing = all.filter((id) => !covered.has(id));
  return { covered: all.length - missing.length, total: all.length, missing };
};

function* files(dir: string, name: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path, name);
    else if (entry === name) yield path;
  }
}

/** The records of the last browser runs: every Playwright output folder under test-results/. */
export function readWalkRecords(resultsDir: string): WalkRecord[] {
  if (!existsSync(resultsDir)) return [];
  return readdirSync(resultsDir)
    .filter((name) => name.startsWith('playwright'))
    .flatMap((name) => [...files(join(resultsDir, name), 'qa-walk.json')])
    .map((path) => JSON.parse(readFileSync(path, 'utf8')) as WalkRecord);
}

/**
 * `select` narrows the generated paths (the gate's own test removes the paths of one transition
 * with it, to prove the gate fails).
 */
export function machineCoverage(
  loaded: LoadedMachine,
  records: WalkRecord[] = [],
  select: (paths: MachinePath[]) => MachinePath[] = (paths) => paths,
): MachineCoverage {
  const { graph, inventory, entry } = loaded;
  const report = measureCoverage(graph.machine, select(generatePaths(graph.machine, graph.options)), graph.options.input);
  const coverage: MachineCoverage = {
    machine: entry.folder,
    paths: report.paths,
    states: report.states,
    transitions: report.transitions,
    divergences: report.divergences,
    browser: entry.uiWalk ? 'not run' : null,
  };
  const walks = records.filter((record) => record.machine === entry.folder);
  if (entry.uiWalk && walks.length > 0) {
    const states = new Set<string>();
    const transitions = new Set<string>();
    for (const walk of walks) {
      // Each walk replays with its own input (a guest and a logged-in payer start differently).
      const path = { steps: walk.events.map((event) => ({ event })), state: { value: null } } as unknown as MachinePath;
      const replay = replayPaths(graph.machine, [path], walk.input);
      replay.coveredStates.forEach((id) => states.add(id));
      replay.coveredTransitions.forEach((id) => transitions.add(id));
    }
    coverage.browser = {
      walks: walks.length,
      states: counts(inventory.states, states),
      transitions: counts(
        inventory.transitions.map((t) => t.id),
        transitions,
      ),
    };
  }
  return coverage;
}

const percent = ({ covered, total }: Counts) => (total === 0 ? '100 %' : `${((covered / total) * 100).toFixed(1).replace(/\.0$/, '')} %`);
const ratio = (c: Counts) => `${c.covered}/${c.total} (${percent(c)})`;

export function coverageTable(rows: MachineCoverage[]): string {
  const header = ['machine', 'paths', 'unit states', 'unit transitions', 'browser walks', 'browser states', 'browser transitions'];
  const body = rows.map((row) => {
    const browser = row.browser;
    const cells =
      browser === null ? ['-', '-', '-'] : browser === 'not run' ? ['not run', '', ''] : [String(browser.walks), ratio(browser.states), ratio(browser.transitions)];
    return [row.machine, String(row.paths), ratio(row.states), ratio(row.transitions), ...cells];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

/** Why the gate fails: every machine below 100 % in unit replay, with what it misses. */
export function gateFailures(rows: MachineCoverage[]): string[] {
  return rows.flatMap((row) => [
    ...row.states.missing.map((id) => `${row.machine}: state never reached in unit replay: ${id}`),
    ...row.transitions.missing.map((id) => `${row.machine}: transition never taken in unit replay: ${id}`),
    ...row.divergences.map((text) => `${row.machine}: replay diverged: ${text}`),
  ]);
}
