// `qa mutation [machine|domain|domain/<folder>]`: runs StrykerJS (stryker.config.mjs) on one machine
// folder, the domain, one domain folder, or everything (`--since <ref>`: each folder changed since a
// commit, one after the other), then prints the score per machine (and for the domain) and every mutant
// the tests let live, from Stryker's JSON report (mutation-testing-report-schema).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findMachine, machineRegistry } from '@machines/registry';
import { QaError } from './model';

interface ReportMutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
}

export interface MutationReport {
  files: Record<string, { mutants: ReportMutant[] }>;
}

export interface GroupScore {
  group: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /** Mutants Stryker could not judge (compile or runtime errors, ignored): outside the score. */
  other: number;
  /** (killed + timeout) / (killed + timeout + survived + no coverage), as Stryker counts it. */
  score: number | null;
  survivors: string[];
}

/** The domain's folders (`domain/<folder>`), each a target of its own: the whole domain takes hours. */
const domainFolders = (root: string) =>
  readdirSync(resolve(root, 'domain'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** What `qa mutation` takes: a machine folder, `domain`, `domain/<folder>`, or nothing for everything. */
export function mutationTarget(name: string | undefined, pathsOnly = false, root = process.cwd()): { target: string; slug: string } {
  // A paths-only run keeps its own report and incremental file: its results are not the full run's.
  const suffix = pathsOnly ? '-paths-only' : '';
  if (name === undefined || name === 'all') return { target: 'all', slug: `all${suffix}` };
  if (name === 'domain' || name.startsWith('domain/')) {
    if (pathsOnly) throw new QaError('--paths-only runs the machines\' generated-path tests: the domain has none.');
    if (name === 'domain') return { target: 'domain', slug: 'domain' };
    const folder = name.slice('domain/'.length).replace(/\/+$/, '');
    const folders = domainFolders(root);
    if (!folders.includes(folder)) throw new QaError(`Unknown domain folder "${folder}". Domain folders: ${folders.join(', ')}.`);
    // stryker.config.mjs names the report and incremental file the same way (`/` → `-`).
    return { target: `domain/${folder}`, slug: `domain-${folder}` };
  }
  if (!findMachine(name)) throw new QaError(`Unknown machine "${name}". Known machines: ${machineRegistry.map((e) => e.folder).join(', ')} (or domain, or nothing for all).`);
  return { target: `machines/${name}`, slug: `machines-${name}${suffix}` };
}

/**
 * The targets a change touches (`mutation --since <ref>`): a machine folder or a domain folder for
 * each changed file inside one (its code or its tests: either can change what is killed). Files
 * outside a folder (the test kit, the registry, a domain file at its root) name no target.
 */
export function changedTargets(files: readonly string[], root = process.cwd()): string[] {
  const domain = new Set(domainFolders(root));
  const targets = new Set<string>();
  for (const file of files) {
    const [layer, folder, rest] = file.split('/', 3);
    if (folder === undefined || rest === undefined) continue;
    if (layer === 'machines' && findMachine(folder)) targets.add(folder);
    else if (layer === 'domain' && domain.has(folder)) targets.add(`domain/${folder}`);
  }
  return [...targets].sort();
}

/** Files changed since `ref`: committed, staged, unstaged and untracked (git). */
export function filesChangedSince(root: string, ref: string): string[] {
  const git = (...args: string[]) => {
    const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) throw new QaError(`git ${args.join(' ')} failed: ${result.stderr.trim() || `exit ${String(result.status)}`}`);
    return result.stdout.split('\n').filter(Boolean);
  };
  return [...git('diff', '--name-only', ref, '--'), ...git('ls-files', '--others', '--exclude-standard')];
}

export const reportFile = (root: string, slug: string) => resolve(root, `reports/mutation/${slug}.json`);

// One row per machine folder and per domain folder (`domain/pricing`): a run of the whole domain
// shows which of its 27 folders fall short. A file directly under a layer counts for the layer.
const groupOf = (file: string) => {
  const parts = file.split('/');
  return parts.length > 2 && (parts[0] === 'machines' || parts[0] === 'domain') ? parts.slice(0, 2).join('/') : parts[0]!;
};

export function scoreReport(report: MutationReport): GroupScore[] {
  const groups = new Map<string, GroupScore>();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const name = groupOf(file);
    const group = groups.get(name) ?? { group: name, killed: 0, timeout: 0, survived: 0, noCoverage: 0, other: 0, score: null, survivors: [] };
    groups.set(name, group);
    for (const mutant of [...mutants].sort((a, b) => a.location.start.line - b.location.start.line)) {
      const where = `${file}:${mutant.location.start.line}:${mutant.location.start.column}`;
      const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ');
      const shown = replacement.length > 80 ? `${replacement.slice(0, 79)}…` : replacement;
      if (mutant.status === 'Killed') group.killed++;
      else if (mutant.status === 'Timeout') group.timeout++;
      else if (mutant.status === 'Survived') {
        group.survived++;
        group.survivors.push(`${where} ${mutant.mutatorName} → ${shown}`);
      } else if (mutant.status === 'NoCoverage') {
        group.noCoverage++;
        group.survivors.push(`${where} ${mutant.mutatorName} → ${shown} (no test reaches it)`);
      } else group.other++;
    }
  }
  for (const group of groups.values()) {
    const detected = group.killed + group.timeout;
    const valid = detected + group.survived + group.noCoverage;
    group.score = valid === 0 ? null : Math.round((detected / valid) * 10_000) / 100;
  }
  return [...groups.values()].sort((a, b) => a.group.localeCompare(b.group));
}

export function formatScores(scores: GroupScore[]): string {
  const rows = [['scope', 'score', 'killed', 'timeout', 'survived', 'no coverage', 'not judged']];
  for (const s of scores) rows.push([s.group, s.score === null ? '-' : `${s.score} %`, ...[s.killed, s.timeout, s.survived, s.noCoverage, s.other].map(String)]);
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
  lines.splice(1, 0, `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  const survivors = scores.flatMap((s) => s.survivors);
  return [...lines, '', survivors.length === 0 ? 'No surviving mutant.' : `Surviving mutants (${survivors.length}):`, ...survivors.map((s) => `  ${s}`)].join('\n');
}

/**
 * Runs Stryker on the target (its output goes to the terminal); returns its exit code. `force`
 * re-runs every mutant: Stryker's incremental mode tracks the mutated files and the test files,
 * not the helpers the tests import (machines/test-kit, the graph fixtures, the baseline).
 */
export function runStryker(root: string, target: string, force = false, pathsOnly = false): number {
  const result = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...(force ? ['--force'] : [])], {
    cwd: root,
    stdio: 'inherit',
    // QA_MUTATION_TESTS=paths: vitest.stryker.config.ts runs only the *.paths.test.ts files.
    env: { ...process.env, QA_MUTATION_TARGET: target, ...(pathsOnly ? { QA_MUTATION_TESTS: 'paths' } : {}) },
  });
  return result.status ?? 1;
}

export function readReport(root: string, slug: string): MutationReport {
  const file = reportFile(root, slug);
  if (!existsSync(file)) throw new QaError(`No mutation report at ${file}: run \`npm run qa -- mutation${slug.startsWith('all') ? '' : ` ${slug.replace(/^machines-/, '').replace(/^domain-/, 'domain/').replace(/-paths-only$/, '')}`}${slug.endsWith('-paths-only') ? ' --paths-only' : ''}\` first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as MutationReport;
}
