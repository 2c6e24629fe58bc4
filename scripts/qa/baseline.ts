// The committed coverage baseline (qa/coverage-baseline.json): every machine's states and
// transitions by name, as `npm run qa -- baseline --write` last recorded them. The coverage gate
// counts against it, not against the machine it is checking, so a transition that disappears
// (deleted, renamed, or mutated away) fails the gate until the baseline is rewritten in the same
// commit, and a new one fails until it is accepted: the baseline stays exact and its git history
// is the history of what the machines can do (`npm run qa -- coverage-diff <rev1> <rev2>`).
import type { MachineCoverage } from './coverage';
import type { LoadedMachine } from './model';

export const BASELINE_PATH = 'qa/coverage-baseline.json';
export const ACCEPT_COMMAND = 'npm run qa -- baseline --write';

export interface MachineBaseline {
  states: string[];
  transitions: string[];
}

export interface Baseline {
  machines: Record<string, MachineBaseline>;
}

export const machineBaseline = (loaded: LoadedMachine): MachineBaseline => ({
  states: [...loaded.inventory.states],
  transitions: loaded.inventory.transitions.map((t) => t.id),
});

/** The baseline of the machines as they are now, in registry order. */
export const baselineOf = (machines: LoadedMachine[]): Baseline => ({
  machines: Object.fromEntries(machines.map((loaded) => [loaded.entry.folder, machineBaseline(loaded)])),
});

export const formatBaseline = (baseline: Baseline): string =>
  `${JSON.stringify({ about: `States and transitions per machine; the coverage gate checks against this file. Rewrite with \`${ACCEPT_COMMAND}\`.`, ...baseline }, null, 1)}\n`;

export function parseBaseline(text: string): Baseline {
  const parsed = JSON.parse(text) as Partial<Baseline>;
  if (!parsed.machines || typeof parsed.machines !== 'object') throw new Error(`${BASELINE_PATH} has no "machines" object.`);
  return { machines: parsed.machines };
}

/**
 * Why the gate fails against the baseline:
 * - a machine, state or transition of the baseline is gone from the machine;
 * - one the machine still has is not walked in unit replay (`coverage.*.missing`);
 * - the machine has one the baseline lacks (accept it with the baseline command).
 */
export function baselineFailures(baseline: Baseline, machines: Array<{ loaded: LoadedMachine; coverage: MachineCoverage }>): string[] {
  const failures: string[] = [];
  const seen = new Set<string>();
  for (const { loaded, coverage } of machines) {
    const name = loaded.entry.folder;
    seen.add(name);
    const recorded = baseline.machines[name];
    const now = machineBaseline(loaded);
    if (!recorded) {
      failures.push(`${name}: not in ${BASELINE_PATH} (${now.states.length} states, ${now.transitions.length} transitions): accept with \`${ACCEPT_COMMAND}\``);
      continue;
    }
    for (const [kind, was, is, missing] of [
      ['state', recorded.states, now.states, coverage.states.missing],
      ['transition', recorded.transitions, now.transitions, coverage.transitions.missing],
    ] as const) {
      const present = new Set(is);
      const notWalked = new Set(missing);
      for (const id of was) {
        if (!present.has(id)) failures.push(`${name}: ${kind} of the baseline gone from the machine: ${id}`);
        else if (notWalked.has(id)) failures.push(`${name}: ${kind} of the baseline not walked in unit replay: ${id}`);
      }
      const known = new Set(was);
      for (const id of is) if (!known.has(id)) failures.push(`${name}: new ${kind}, not in the baseline: ${id}`);
    }
  }
  for (const name of Object.keys(baseline.machines)) {
    if (!seen.has(name)) failures.push(`${name}: in ${BASELINE_PATH} but not in machines/registry.ts`);
  }
  return failures;
}

export interface MachineDiff {
  machine: string;
  added: MachineBaseline;
  removed: MachineBaseline;
}

/** What changed between two baselines, per machine (machines added or removed whole included). */
export function diffBaselines(before: Baseline, after: Baseline): MachineDiff[] {
  const names = [...new Set([...Object.keys(before.machines), ...Object.keys(after.machines)])].sort();
  const empty: MachineBaseline = { states: [], transitions: [] };
  return names
    .map((machine) => {
      const a = before.machines[machine] ?? empty;
      const b = after.machines[machine] ?? empty;
      const minus = (x: string[], y: string[]) => x.filter((id) => !y.includes(id));
      return {
        machine,
        added: { states: minus(b.states, a.states), transitions: minus(b.transitions, a.transitions) },
        removed: { states: minus(a.states, b.states), transitions: minus(a.transitions, b.transitions) },
      };
    })
    .filter((d) => d.added.states.length + d.added.transitions.length + d.removed.states.length + d.removed.transitions.length > 0);
}

export function formatDiff(diffs: MachineDiff[], from: string, to: string): string {
  if (diffs.length === 0) return `No state or transition added or removed between ${from} and ${to}.`;
  const lines = [`Coverage baseline ${from} → ${to}:`];
  for (const { machine, added, removed } of diffs) {
    lines.push('', `${machine}: +${added.states.length} −${removed.states.length} states, +${added.transitions.length} −${removed.transitions.length} transitions`);
    for (const id of added.states) lines.push(`  + state ${id}`);
    for (const id of removed.states) lines.push(`  - state ${id}`);
    for (const id of added.transitions) lines.push(`  + transition ${id}`);
    for (const id of removed.transitions) lines.push(`  - transition ${id}`);
  }
  return lines.join('\n');
}
