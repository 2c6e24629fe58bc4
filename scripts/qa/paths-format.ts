// `qa paths` output: numbered readable steps as text, JSON (with the raw events, to replay them)
// Markdown, or a manual test script (manual-script.ts).
import { manualScript } from './manual-script';
import type { LoadedMachine, ReadablePath } from './model';
import type { Selection } from './stop-conditions';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const errorsAsObjects = (_key: string, value: unknown) => (value instanceof Error ? { message: value.message, ...(value as object) } : value);

function text(loaded: LoadedMachine, selection: Selection): string {
  const lines = [`${loaded.entry.folder}: ${plural(selection.paths.length, 'path')} — ${selection.promise}`];
  for (const path of selection.paths) {
    lines.push('', `#${path.number} → ${path.target} (${path.steps.length} steps)`);
    path.steps.forEach((step, index) => {
      const guard = step.guard ? ` [${step.guard}]` : '';
      const payload = step.payload ? ` ${step.payload}` : '';
      lines.push(`  ${index + 1}. ${step.event}${payload}${guard} → ${step.state}`);
      // The fields the guard decided on, on a line of their own under the step.
      if (step.reads) lines.push(`       guard read ${step.reads}`);
    });
  }
  return lines.join('\n');
}

function markdown(loaded: LoadedMachine, selection: Selection): string {
  const cell = (value: string) => value.replace(/\|/g, '\\|');
  const lines = [`# ${loaded.entry.folder}: ${'walk' in selection ? 'a random walk' : 'generated paths'}`, '', `${plural(selection.paths.length, 'path')} — ${selection.promise}.`];
  for (const path of selection.paths) {
    lines.push('', `## Path ${path.number} → \`${path.target}\``, '', '| # | event | payload | guard | state reached |', '|---|---|---|---|---|');
    path.steps.forEach((step, index) =>
      lines.push(`| ${index + 1} | \`${step.event}\` | ${step.payload ? `\`${cell(step.payload)}\`` : ''} | ${cell(step.reads ? `${step.guard} (read ${step.reads})` : step.guard)} | \`${cell(step.state)}\` |`),
    );
  }
  return `${lines.join('\n')}\n`;
}

const json = (loaded: LoadedMachine, selection: Selection) =>
  JSON.stringify(
    {
      machine: loaded.entry.folder,
      machineId: loaded.graph.machine.id,
      // The input the machine starts with: with it, a path's events replay on their own.
      input: loaded.graph.options.input ?? null,
      ...('walk' in selection ? { walk: selection.walk } : {}),
      promise: selection.promise,
      met: selection.met,
      paths: selection.paths.map((path: ReadablePath) => ({
        number: path.number,
        target: path.target,
        steps: path.steps.map((step) => ({ event: step.raw, guard: step.guard, ...(step.reads ? { reads: step.reads } : {}), state: step.state })),
      })),
    },
    errorsAsObjects,
    1,
  );

export const PATH_FORMATS = ['text', 'json', 'markdown', 'manual'] as const;
export type PathFormat = (typeof PATH_FORMATS)[number];

export function formatPaths(loaded: LoadedMachine, selection: Selection, format: PathFormat): string {
  if (format === 'json') return json(loaded, selection);
  if (format === 'manual') return manualScript(loaded, selection);
  if (format === 'markdown') return markdown(loaded, selection);
  return text(loaded, selection);
}
