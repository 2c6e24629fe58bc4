// Stop conditions of `qa paths`, in the spirit of GraphWalker's generators: walk the generated
// paths in order and stop once the condition holds.
import type { MachineInventory } from '@machines/test-kit';
import type { ReadablePath } from './model';

export type StopCondition =
  | { kind: 'all-paths' }
  | { kind: 'all-states' }
  | { kind: 'all-transitions' }
  | { kind: 'target'; state: string };

export interface Selection {
  paths: ReadablePath[];
  /** What the condition promised, and whether the selected paths keep the promise. */
  promise: string;
  met: boolean;
}

/** The paths in order, each kept only when it adds something the condition still needs. */
function greedy(paths: ReadablePath[], needed: string[], coveredBy: (path: ReadablePath) => string[]) {
  const open = new Set(needed);
  const chosen: ReadablePath[] = [];
  // Longest contribution first keeps the selection short; ties keep the generated order.
  const candidates = [...paths];
  while (open.size > 0) {
    let best: ReadablePath | null = null;
    let bestGain = 0;
    for (const path of candidates) {
      const gain = coveredBy(path).filter((id) => open.has(id)).length;
      if (gain > bestGain) [best, bestGain] = [path, gain];
    }
    if (!best) break;
    chosen.push(best);
    for (const id of coveredBy(best)) open.delete(id);
    candidates.splice(candidates.indexOf(best), 1);
  }
  return { chosen: chosen.sort((a, b) => a.number - b.number), missing: [...open] };
}

export function selectPaths(
  paths: ReadablePath[],
  inventory: MachineInventory,
  condition: StopCondition,
  maxLength?: number,
): Selection {
  const within = maxLength === undefined ? paths : paths.filter((path) => path.steps.length <= maxLength);
  const bound = maxLength === undefined ? '' : ` with at most ${maxLength} steps`;
  switch (condition.kind) {
    case 'all-paths':
      return { paths: within, promise: `every generated path${bound}`, met: true };
    case 'all-states': {
      const { chosen, missing } = greedy(within, inventory.states, (path) => path.states);
      return { paths: chosen, promise: `paths${bound} that together reach all ${inventory.states.length} states${missing.length ? ` (not reached: ${missing.join(', ')})` : ''}`, met: missing.length === 0 };
    }
    case 'all-transitions': {
      const ids = inventory.transitions.map((t) => t.id);
      const { chosen, missing } = greedy(within, ids, (path) => path.transitions);
      return { paths: chosen, promise: `paths${bound} that together take all ${ids.length} transitions${missing.length ? ` (not taken: ${missing.join('; ')})` : ''}`, met: missing.length === 0 };
    }
    case 'target': {
      const reaching = within.filter((path) => path.target === condition.state || path.target.split(/[.(), ]+/).includes(condition.state));
      return { paths: reaching, promise: `paths${bound} ending in state "${condition.state}"`, met: reaching.length > 0 };
    }
  }
}
