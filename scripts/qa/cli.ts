// The verbs of `npm run qa -- <verb>` (entry: scripts/qa.mjs). Each reads machines through the
// registry only (machines/registry.ts): adding a machine there is all it takes to appear here.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { machineRegistry } from '@machines/registry';
import { parseArgs, type Parsed } from './args';
import { coverageTable, gateFailures, machineCoverage, readWalkRecords, type MachineCoverage } from './coverage';
import { machinesSection, withSection } from './docs';
import { mermaidDiagram } from './mermaid';
import { loadAllMachines, loadMachine, QaError, readablePaths } from './model';
import { formatPaths } from './paths-format';
import { htmlReport } from './report';
import { selectPaths, type StopCondition } from './stop-conditions';
import { walk } from './walk';

export const HELP = `npm run qa -- <verb> [options]      model-based QA over machines/registry.ts

  list                                 every machine: states, transitions, generated paths, coverage of the last test run
  paths <machine> [options]            the generated paths as numbered steps (event, guard, state reached)
      --until all-paths|all-states|all-transitions   stop once the condition holds (default all-paths)
      --target <state>                 only paths that end in this state
      --max-length <n>                 only paths of at most n steps
      --format text|json|markdown      (default text)   --out <file>  write to a file instead of the terminal
  diagram <machine>                    the machine as a Mermaid state diagram
  diagram --html [--out <file>]        one HTML page, every machine: rendered diagrams, counts, not-walked transitions in red
                                       (default test-results/qa/report.html; opens offline, mermaid from node_modules)
  coverage [--gate]                    the coverage table (unit replay; browser walk of the last run) and the HTML report;
                                       --gate fails below 100 % unit replay (a stage of npm test)
  docs [--check]                       regenerate docs/machines.md's generated section; --check fails when it is stale
  walk <machine> [<path#>] [--headed] [--dist <dir>] [--port <n>]
                                       without a number: the UI walk's paths; with one: walk it in Chromium with a Playwright trace
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
    options: ['until', 'target', 'max-length', 'format', 'out'],
    flags: [],
    run: async (args) => {
      const loaded = await loadMachine(args.need(0, 'machine'));
      const until = args.option('until') ?? 'all-paths';
      if (!['all-paths', 'all-states', 'all-transitions'].includes(until)) throw new QaError(`--until must be all-paths, all-states or all-transitions (got "${until}").`);
      const target = args.option('target');
      if (target !== undefined && until !== 'all-paths') throw new QaError('--target and --until are alternatives: give one of them.');
      const condition: StopCondition = target !== undefined ? { kind: 'target', state: target } : { kind: until as 'all-paths' };
      const maxLength = args.number('max-length');
      const format = args.option('format') ?? 'text';
      if (!['text', 'json', 'markdown'].includes(format)) throw new QaError(`--format must be text, json or markdown (got "${format}").`);
      const selection = selectPaths(readablePaths(loaded), loaded.inventory, condition, maxLength);
      const text = formatPaths(loaded, selection, format as 'text' | 'json' | 'markdown');
      const out = args.option('out');
      if (out) {
        write(out, text);
        console.log(`${selection.paths.length} paths (${selection.promise}) written to ${out}`);
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
      const failures = gateFailures(rows);
      if (failures.length > 0) {
        console.error(`\nUnit replay below 100 %:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
        return args.flag('gate') ? 1 : 0;
      }
      console.log("\nEvery machine's states and transitions are walked in unit replay.");
      console.log(`machines: ${rows.length} passed, 0 failed`);
      return 0;
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
    run: async (args) => walk(await loadMachine(args.need(0, 'machine')), args),
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
