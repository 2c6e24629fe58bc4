// The verbs of `npm run qa -- <verb>` (entry: scripts/qa.mjs). Each reads machines through the
// registry only (machines/registry.ts): adding a machine there is all it takes to appear here.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { machineRegistry } from '@machines/registry';
import { parseArgs, type Parsed } from './args';
import { ACCEPT_COMMAND, BASELINE_PATH, baselineFailures, baselineOf, diffBaselines, formatBaseline, formatDiff, parseBaseline, type Baseline } from './baseline';
import { coverageTable, gateFailures, machineCoverage, readWalkRecords, type MachineCoverage } from './coverage';
import { machinesSection, withSection } from './docs';
import { mermaidDiagram } from './mermaid';
import { changedTargets, filesChangedSince, formatScores, mutationTarget, readReport, runStryker, scoreReport } from './mutation';
import { loadAllMachines, loadMachine, QaError, readablePaths, type LoadedMachine } from './model';
import { formatPaths, PATH_FORMATS, type PathFormat } from './paths-format';
import { playwrightSpecs } from './playwright-export';
import { parseStops, STOP_HELP, walkSelection } from './random-walks';
import { htmlReport } from './report';
import { selectPaths, type StopCondition } from './stop-conditions';
import { replayFile } from './replay-file';
import { walk } from './walk';

export const HELP = `npm run qa -- <verb> [options]      model-based QA over machines/registry.ts

  list                                 every machine: states, transitions, generated paths, coverage of the last test run
  paths <machine> [options]            the generated paths as numbered steps (event, guard, state reached)
      --until all-paths|all-states|all-transitions   stop once the condition holds (default all-paths)
      --target <state>                 only paths that end in this state
      --max-length <n>                 only paths of at most n steps
      --format text|json|markdown|manual|playwright
                                       (default text; JSON carries the raw events and the machine's input; manual: numbered
                                       plain-language steps, each with the expected result from the machine's oracle;
                                       playwright: one runnable spec per path in the --out folder, default e2e/generated)
      --out <file>                     write to a file instead of the terminal
  paths <machine> --random [--seed <n>] [--weighted] [--stop <condition>]...
                                       a seeded random walk (the same seed prints the same steps; without --seed one is
                                       drawn and printed), one path per run (after a final state it starts again from the
                                       initial state); --weighted leans to transitions not taken yet; conditions combine
                                       as OR (several --stop, or commas): coverage:<percent of transitions>, time:10s,
                                       state:<state>, transition:<part of its id>, length:<steps> (default coverage:100)
  diagram <machine>                    the machine as a Mermaid state diagram
  diagram --html [--out <file>]        one HTML page, every machine: rendered diagrams, counts, not-walked transitions in red
                                       (default test-results/qa/report.html; opens offline, mermaid from node_modules)
  coverage [--gate]                    the coverage table (unit replay; browser walk of the last run) and the HTML report,
                                       checked against qa/coverage-baseline.json; --gate fails when a state or transition
                                       of the baseline is gone or not walked in unit replay, or one is new (a stage of npm test)
  baseline [--write]                   compare the machines with qa/coverage-baseline.json (exit 1 when they differ);
                                       --write records them (commit it with the machine change)
  coverage-diff <rev1> [<rev2>]        states and transitions added and removed per machine between the baselines of two
                                       commits (without rev2: the working tree's)
  mutation [<machine>|domain|domain/<folder>] [--last|--force] [--paths-only]
  mutation --since <ref> [--force] [--paths-only]
                                       StrykerJS on one machine folder, the domain, one domain folder (domain/pricing), or
                                       everything; --since: each machine and domain folder whose code or tests changed since
                                       a commit (committed or not), one after the other: the score per machine and per domain folder and
                                       the surviving mutants (file:line, mutator, replacement); incremental: only mutants whose
                                       code or tests changed run again (--force: all); --last prints the last report;
                                       --paths-only judges the machines' mutants by the generated-path tests alone
  docs [--check]                       regenerate docs/machines.md's generated section; --check fails when it is stale
  walk <machine> [<path#>] [--headed] [--dist <dir>] [--port <n>]
                                       without a number: the UI walk's paths; with one: walk it in Chromium with a Playwright trace
  walk <file.json>                     replay a path file (paths --format json, or the inspector's "Save as path") on its machine
  help                                 this text

Machines: ${machineRegistry.map((entry) => entry.folder).join(', ')}`;

const ROOT = process.cwd();
const RESULTS = resolve(ROOT, 'test-results');
const COVERAGE_FILE = resolve(RESULTS, 'qa/coverage.json');
const REPORT_FILE = resolve(RESULTS, 'qa/report.html');

const write = (file: string, text: string) => {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  writeFileSync(resolve(file), text);
};

const BASELINE_FILE = resolve(ROOT, BASELINE_PATH);

const readBaselineFile = (): Baseline | null => (existsSync(BASELINE_FILE) ? parseBaseline(readFileSync(BASELINE_FILE, 'utf8')) : null);

/** The baseline as committed at a revision (empty when that revision has none). */
function baselineAt(rev: string): Baseline {
  let text: string;
  try {
    text = execFileSync('git', ['show', `${rev}:${BASELINE_PATH}`], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const message = String((error as { stderr?: unknown }).stderr ?? error);
    if (/does not exist in|exists on disk, but not in/.test(message)) return { machines: {} };
    throw new QaError(`git show ${rev}:${BASELINE_PATH} failed: ${message.trim()}`);
  }
  return parseBaseline(text);
}

const lastCoverage = (): Record<string, MachineCoverage> => {
  try {
    return (JSON.parse(readFileSync(COVERAGE_FILE, 'utf8')) as { machines: Record<string, MachineCoverage> }).machines;
  } catch {
    return {};
  }
};

async function allCoverage() {
  const records = readWalkRecords(RESULTS);
  return (await loadAllMachines()).map((loaded) => ({ loaded, coverage: machineCoverage(loaded, records) }));
}

function generatedSelection(loaded: LoadedMachine, args: Parsed) {
  for (const name of ['seed', 'stop']) if (args.option(name) !== undefined) throw new QaError(`--${name} is an option of random walks: add --random.`);
  if (args.flag('weighted')) throw new QaError('--weighted is an option of random walks: add --random.');
  const until = args.option('until') ?? 'all-paths';
  if (!['all-paths', 'all-states', 'all-transitions'].includes(until)) throw new QaError(`--until must be all-paths, all-states or all-transitions (got "${until}").`);
  const target = args.option('target');
  if (target !== undefined && until !== 'all-paths') throw new QaError('--target and --until are alternatives: give one of them.');
  const condition: StopCondition = target !== undefined ? { kind: 'target', state: target } : { kind: until as 'all-paths' };
  return selectPaths(readablePaths(loaded), loaded.inventory, condition, args.number('max-length'));
}

function randomSelection(loaded: LoadedMachine, args: Parsed) {
  for (const name of ['until', 'target', 'max-length']) {
    if (args.option(name) !== undefined) throw new QaError(`--${name} selects generated paths; a random walk stops with --stop (${STOP_HELP}).`);
  }
  // Without --seed, one is drawn and printed, so that the walk can be replayed.
  const seed = args.number('seed') ?? Math.floor(Math.random() * 2 ** 31);
  if (seed >= 2 ** 32) throw new QaError('--seed takes a whole number below 2^32.');
  return walkSelection(loaded, { seed, weighted: args.flag('weighted'), stop: parseStops(loaded, args.all('stop')) });
}

/** One `qa mutation` target: Stryker (unless `last`), then its table; false when Stryker failed. */
function mutateAndReport(name: string | undefined, run: { last: boolean; force: boolean; pathsOnly: boolean }): boolean {
  const { target, slug } = mutationTarget(name, run.pathsOnly);
  if (!run.last) {
    const started = Date.now();
    const code = runStryker(ROOT, target, run.force, run.pathsOnly);
    console.log(`\nStryker on ${target}: exit ${code}, ${Math.round((Date.now() - started) / 1000)} s`);
    if (code !== 0) return false;
  }
  console.log(formatScores(scoreReport(readReport(ROOT, slug))));
  return true;
}

const verbs: Record<string, { options: string[]; flags: string[]; run: (args: Parsed) => Promise<number> }> = {
  help: { options: [], flags: [], run: async () => (console.log(HELP), 0) },

  list: {
    options: [],
    flags: [],
    run: async () => {
      const last = lastCoverage();
      const rows = [['machine', 'states', 'transitions', 'paths', 'last test run (unit states, transitions; browser)']];
      for (const entry of machineRegistry) {
        const loaded = await loadMachine(entry.folder);
        const paths = readablePaths(loaded).length;
        const run = last[entry.folder];
        const browser = !run || run.browser === null ? '' : run.browser === 'not run' ? '; browser not run' : `; browser ${run.browser.transitions.covered}/${run.browser.transitions.total}`;
        rows.push([
          entry.folder,
          String(loaded.inventory.states.length),
          String(loaded.inventory.transitions.length),
          String(paths),
          run ? `${run.states.covered}/${run.states.total}, ${run.transitions.covered}/${run.transitions.total}${browser}` : 'no run recorded (npm run qa -- coverage)',
        ]);
      }
      const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
      for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
      return 0;
    },
  },

  paths: {
    options: ['until', 'target', 'max-length', 'format', 'out', 'seed', 'stop'],
    flags: ['random', 'weighted'],
    run: async (args) => {
      const loaded = await loadMachine(args.need(0, 'machine'));
      const format = args.option('format') ?? 'text';
      if (![...PATH_FORMATS, 'playwright'].includes(format)) throw new QaError(`--format must be ${[...PATH_FORMATS, 'playwright'].join(', ')} (got "${format}").`);
      const selection = args.flag('random') ? randomSelection(loaded, args) : generatedSelection(loaded, args);
      if (format === 'playwright') {
        const dir = args.option('out') ?? 'e2e/generated';
        for (const spec of playwrightSpecs(loaded, selection, dir)) write(spec.file, spec.text);
        console.log(`${selection.paths.length} Playwright spec(s) (${selection.promise}) written to ${dir}; run one with npx playwright test ${dir}/<file>`);
        return selection.met ? 0 : 1;
      }
      const text = formatPaths(loaded, selection, format as PathFormat);
      const out = args.option('out');
      if (out) {
        write(out, text);
        console.log(`${selection.paths.length} path(s) (${selection.promise}) written to ${out}`);
      } else console.log(text);
      if (!selection.met) console.error(`Not met: ${selection.promise}`);
      return selection.met ? 0 : 1;
    },
  },

  diagram: {
    options: ['out'],
    flags: ['html'],
    run: async (args) => {
      if (!args.flag('html')) {
        const loaded = await loadMachine(args.need(0, 'machine (or --html for the report of every machine)'));
        console.log(mermaidDiagram(loaded.graph.machine));
        return 0;
      }
      const machines = await allCoverage();
      const out = resolve(args.option('out') ?? REPORT_FILE);
      write(out, htmlReport(machines, coverageTable(machines.map((m) => m.coverage)), out, new Date().toISOString()));
      console.log(`HTML report of ${machines.length} machines: ${out}`);
      return 0;
    },
  },

  coverage: {
    options: [],
    flags: ['gate'],
    run: async (args) => {
      const machines = await allCoverage();
      const rows = machines.map((m) => m.coverage);
      const generatedAt = new Date().toISOString();
      write(COVERAGE_FILE, JSON.stringify({ generatedAt, machines: Object.fromEntries(rows.map((row) => [row.machine, row])) }, null, 1));
      // The HTML report of the same run, so that its counts are the table's.
      write(REPORT_FILE, htmlReport(machines, coverageTable(rows), REPORT_FILE, generatedAt));
      console.log('Machine coverage (unit: generated paths replayed on each machine; browser: the UI walks of the last Playwright run)');
      console.log(coverageTable(rows));
      console.log(`Report: ${REPORT_FILE}`);
      const baseline = readBaselineFile();
      const failures = [
        ...(baseline ? baselineFailures(baseline, machines) : [`no baseline at ${BASELINE_PATH}: write it with \`${ACCEPT_COMMAND}\``]),
        // Divergences and misses the baseline does not name (it names every state and transition).
        ...gateFailures(rows).filter((failure) => failure.includes('replay diverged')),
      ];
      if (failures.length > 0) {
        const failed = new Set(failures.map((f) => f.split(':')[0]));
        console.error(`\nAgainst ${BASELINE_PATH}:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
        console.error(`\nA state or transition removed or added on purpose: \`${ACCEPT_COMMAND}\` and commit ${BASELINE_PATH} with the change.`);
        console.error(`machines: ${rows.length - failed.size} passed, ${failed.size} failed`);
        return args.flag('gate') ? 1 : 0;
      }
      const total = (key: 'states' | 'transitions') => Object.values(baseline!.machines).reduce((sum, machine) => sum + machine[key].length, 0);
      console.log(`\nEvery state and transition of ${BASELINE_PATH} (${total('states')} states, ${total('transitions')} transitions) is in its machine and walked in unit replay; nothing new.`);
      console.log(`machines: ${rows.length} passed, 0 failed`);
      return 0;
    },
  },

  baseline: {
    options: [],
    flags: ['write'],
    run: async (args) => {
      const now = baselineOf(await loadAllMachines());
      if (args.flag('write')) {
        write(BASELINE_FILE, formatBaseline(now));
        const counts = Object.values(now.machines);
        console.log(`${BASELINE_PATH}: ${counts.length} machines, ${counts.reduce((n, m) => n + m.states.length, 0)} states, ${counts.reduce((n, m) => n + m.transitions.length, 0)} transitions written`);
        return 0;
      }
      const diffs = diffBaselines(readBaselineFile() ?? { machines: {} }, now);
      console.log(formatDiff(diffs, BASELINE_PATH, 'the machines now'));
      if (diffs.length > 0) console.error(`\nRecord them with \`${ACCEPT_COMMAND}\`.`);
      return diffs.length === 0 ? 0 : 1;
    },
  },

  'coverage-diff': {
    options: [],
    flags: [],
    run: async (args) => {
      const from = args.need(0, 'revision (e.g. HEAD~3)');
      const to = args.positionals[1];
      const after = to === undefined ? (readBaselineFile() ?? { machines: {} }) : baselineAt(to);
      console.log(formatDiff(diffBaselines(baselineAt(from), after), from, to ?? 'the working tree'));
      return 0;
    },
  },

  mutation: {
    options: ['since'],
    flags: ['last', 'force', 'paths-only'],
    run: async (args) => {
      const pathsOnly = args.flag('paths-only');
      const since = args.option('since');
      if (since !== undefined && args.positionals.length > 0) throw new QaError('--since picks the folders itself: name no machine or folder with it.');
      // --paths-only judges machines only: with --since it leaves the changed domain folders out.
      const names = since === undefined ? [args.positionals[0]] : changedTargets(filesChangedSince(ROOT, since)).filter((name) => !pathsOnly || !name.startsWith('domain/'));
      if (names.length === 0) return (console.log(`No machine or domain folder changed since ${String(since)}: nothing to mutate.`), 0);
      if (since !== undefined) console.log(`Changed since ${since}: ${names.join(', ')}`);
      const failed = names.filter((name) => !mutateAndReport(name, { last: args.flag('last'), force: args.flag('force'), pathsOnly }));
      return failed.length === 0 ? 0 : 1;
    },
  },

  docs: {
    options: [],
    flags: ['check'],
    run: async (args) => {
      const file = resolve(ROOT, 'docs/machines.md');
      const current = readFileSync(file, 'utf8');
      const next = withSection(current, await machinesSection());
      if (args.flag('check')) {
        if (next === current) return (console.log('docs/machines.md is fresh'), 0);
        console.error('docs/machines.md is stale: run `npm run qa -- docs` and commit it.');
        return 1;
      }
      writeFileSync(file, next);
      console.log(next === current ? 'docs/machines.md was already fresh' : 'docs/machines.md regenerated');
      return 0;
    },
  },

  walk: {
    options: ['dist', 'port'],
    flags: ['headed'],
    // A .json argument is a path file (`paths --format json`, the inspector's "Save as path"): replayed on its machine.
    run: async (args) => (args.need(0, 'machine').endsWith('.json') ? replayFile(args.need(0, 'machine')) : walk(await loadMachine(args.need(0, 'machine')), args)),
  },
};

export async function main(argv: string[]): Promise<number> {
  const [verb = 'help', ...rest] = argv;
  const name = verb === '--help' || verb === '-h' ? 'help' : verb;
  const command = verbs[name];
  try {
    if (!command) throw new QaError(`Unknown verb "${verb}". Verbs: ${Object.keys(verbs).join(', ')}. See \`npm run qa -- help\`.`);
    return await command.run(parseArgs(rest, command.options, command.flags, name));
  } catch (error) {
    if (error instanceof QaError) {
      console.error(`qa: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
