// Coverage of every registered machine: unit replay (the generated paths replayed on the machine
// with inert actors, as the path tests do) and the transitions the last browser run took (each
// passed walk leaves a qa-walk.json record in Playwright's output folder, which Playwright empties
// at the start of every run). A record carries what the page's actors really did (`observed`,
// read from the page: routes/-inspector/qa-transitions.ts), for every machine the page ran, so the
// fast-pay and card steps a submission walk clicks count for their own machines; a record without
// it (an older walk) falls back to replaying the events it planned, and says so. The gate fails
// below 100 % unit.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { EventObject } from 'xstate';
import { generatePaths, measureCoverage, observedNames, replayPaths, type MachinePath } from '@machines/test-kit';
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
  /**
   * null: no UI walk and nothing observed; 'not run': it has a walk, but no record of a run was
   * found. `source`: what the page observed its actors do, or (older records) the planned events replayed.
   */
  browser: BrowserCoverage | null | 'not run';
}

export interface BrowserCoverage {
  walks: number;
  states: Counts;
  transitions: Counts;
  source: 'observed' | 'planned';
}

/** What a passed UI walk writes (e2e/support/observed-transitions.ts). */
export interface WalkRecord {
  /** The machine the walk was generated from. */
  machine: string;
  title: string;
  input?: unknown;
  /** The events the walk planned (replayed only when `observed` is absent). */
  events?: EventObject[];
  /** The page's keys of the transitions taken and states entered, every machine of the page (machines/test-kit/observed-keys.ts). */
  observed?: string[];
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
  const { graph, entry } = loaded;
  const report = measureCoverage(graph.machine, select(generatePaths(graph.machine, graph.options)), graph.options.input);
  const coverage: MachineCoverage = {
    machine: entry.folder,
    paths: report.paths,
    states: report.states,
    transitions: report.transitions,
    divergences: report.divergences,
    browser: entry.uiWalk ? 'not run' : null,
  };
  coverage.browser = observedCoverage(loaded, records) ?? plannedCoverage(loaded, records) ?? coverage.browser;
  return coverage;
}

/** What the pages of every walk observed this machine do (a walk counts when its page ran the machine at all). */
function observedCoverage({ graph, inventory }: LoadedMachine, records: WalkRecord[]): BrowserCoverage | null {
  const states = new Set<string>();
  const transitions = new Set<string>();
  let walks = 0;
  for (const record of records) {
    if (!record.observed) continue;
    const seen = observedNames(graph.machine, inventory, record.observed);
    if (seen.states.size === 0 && seen.transitions.size === 0) continue;
    walks += 1;
    seen.states.forEach((id) => states.add(id));
    seen.transitions.forEach((id) => transitions.add(id));
  }
  if (walks === 0) return null;
  return { walks, states: counts(inventory.states, states), transitions: counts(inventory.transitions.map((t) => t.id), transitions), source: 'observed' };
}

/** Older records, with only the events the walk planned: replayed on the machine. */
function plannedCoverage({ graph, inventory, entry }: LoadedMachine, records: WalkRecord[]): BrowserCoverage | null {
  const walks = records.filter((record) => record.machine === entry.folder && !record.observed && record.events);
  if (!entry.uiWalk || walks.length === 0) return null;
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const walk of walks) {
    // Each walk replays with its own input (a guest and a logged-in payer start differently).
    const path = { steps: walk.events!.map((event) => ({ event })), state: { value: null } } as unknown as MachinePath;
    const replay = replayPaths(graph.machine, [path], walk.input);
    replay.coveredStates.forEach((id) => states.add(id));
    replay.coveredTransitions.forEach((id) => transitions.add(id));
  }
  return { walks: walks.length, states: counts(inventory.states, states), transitions: counts(inventory.transitions.map((t) => t.id), transitions), source: 'planned' };
}

const percent = ({ covered, total }: Counts) => (total === 0 ? '100 %' : `${((covered / total) * 100).toFixed(1).replace(/\.0$/, '')} %`);
const ratio = (c: Counts) => `${c.covered}/${c.total} (${percent(c)})`;

export function coverageTable(rows: MachineCoverage[]): string {
  const header = ['machine', 'paths', 'unit states', 'unit transitions', 'browser walks', 'browser states', 'browser transitions'];
  const body = rows.map((row) => {
    const browser = row.browser;
    const cells =
      browser === null
        ? ['-', '-', '-']
        : browser === 'not run'
          ? ['not run', '', '']
          : [browser.source === 'planned' ? `${browser.walks} (planned)` : String(browser.walks), ratio(browser.states), ratio(browser.transitions)];
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
