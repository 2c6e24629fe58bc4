// `qa paths <machine> --random`: a seeded random (or weighted random) walk of the machine with
// stop conditions, listed like the generated paths: one numbered path per run of the walk. The walk itself is the test
// kit's (machines/test-kit/random-walk.ts); this file reads the options and names what stopped it.
import { randomWalk, stopLabel, type WalkResult, type WalkStop } from '@machines/test-kit';
import { payloadLabel, QaError, stateLabel, type LoadedMachine, type ReadablePath } from './model';
import type { Selection } from './stop-conditions';

export const STOP_HELP = 'coverage:<percent of transitions>, time:<n>ms|s|m, state:<state>, transition:<transition>, length:<steps>';

const duration = (text: string): number | undefined => {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * { ms: 1, s: 1000, m: 60_000 }[match[2] as 'ms' | 's' | 'm'];
};

/** A state by its id (`routeProgress.shown`) or by the end of it (`shown`, `minimum.met`), when that is one state. */
function resolveState(loaded: LoadedMachine, name: string): string {
  const { states } = loaded.inventory;
  if (states.includes(name)) return name;
  const matching = states.filter((id) => id.endsWith(`.${name}`));
  if (matching.length === 1) return matching[0]!;
  if (matching.length > 1) throw new QaError(`state:${name} is ambiguous: ${matching.join(', ')}.`);
  throw new QaError(`No state "${name}" in ${loaded.entry.folder}. States: ${states.join(', ')}.`);
}

/** A transition by its id, or by a part of it that only one transition has (`user.retry`). */
function resolveTransition(loaded: LoadedMachine, name: string): string {
  const ids = loaded.inventory.transitions.map((t) => t.id);
  if (ids.includes(name)) return name;
  const matching = ids.filter((id) => id.includes(name));
  if (matching.length === 1) return matching[0]!;
  if (matching.length > 1) throw new QaError(`transition:${name} matches ${matching.length} transitions: ${matching.join('; ')}.`);
  throw new QaError(`No transition of ${loaded.entry.folder} matches "${name}". Transitions: ${ids.join('; ')}.`);
}

/** `--stop` values: one condition each, or several separated by commas; they combine as OR. */
export function parseStops(loaded: LoadedMachine, values: string[]): WalkStop[] {
  return values
    .flatMap((value) => value.split(','))
    .map((text): WalkStop => {
      const [kind = '', ...rest] = text.split(':');
      const value = rest.join(':');
      switch (kind) {
        case 'coverage': {
          const percent = Number(value);
          if (!/^\d+(\.\d+)?$/.test(value) || percent > 100) throw new QaError(`--stop coverage:<percent> takes 0 to 100 (got "${text}").`);
          return { kind, percent };
        }
        case 'time': {
          const ms = duration(value);
          if (ms === undefined) throw new QaError(`--stop time:<n>ms|s|m, e.g. time:10s (got "${text}").`);
          return { kind, ms };
        }
        case 'length':
          if (!/^\d+$/.test(value)) throw new QaError(`--stop length:<steps> takes a whole number (got "${text}").`);
          return { kind, steps: Number(value) };
        case 'state':
          return { kind, id: resolveState(loaded, value) };
        case 'transition':
          return { kind, id: resolveTransition(loaded, value) };
        default:
          throw new QaError(`Unknown stop condition "${text}". Stop conditions: ${STOP_HELP}.`);
      }
    });
}

export interface WalkSelection extends Selection {
  walk: { seed: number; weighted: boolean; stop: string[]; stoppedBy: string; elapsedMs: number };
}

const share = (covered: number, total: number) => `${covered}/${total} (${total === 0 ? 100 : Math.round((covered / total) * 100)} %)`;

export function walkSelection(loaded: LoadedMachine, options: { seed: number; weighted: boolean; stop: WalkStop[] }): WalkSelection {
  const { graph, inventory } = loaded;
  // Without a condition, a walk goes until it has taken every transition.
  const stop: WalkStop[] = options.stop.length > 0 ? options.stop : [{ kind: 'coverage', percent: 100 }];
  const result: WalkResult = randomWalk(graph.machine, { ...graph.options, seed: options.seed, weighted: options.weighted, stop });
  // One listed path per run: a run starts from the initial state, so each replays on its own.
  const runs = new Map<number, WalkResult['steps']>();
  for (const step of result.steps) runs.set(step.run, [...(runs.get(step.run) ?? []), step]);
  const paths: ReadablePath[] = [...runs.entries()].map(([run, walkSteps]) => {
    const steps = walkSteps.map((step) => ({
      event: step.event.type,
      payload: payloadLabel(step.event),
      guard: step.guards.join(', '),
      // A walk step keeps the state value, not the context: `paths` without --random shows it.
      reads: '',
      state: stateLabel(step.value),
      raw: step.event,
    }));
    return {
      number: run,
      target: steps.at(-1)!.state,
      steps,
      // The walk counts states over all its runs (in the promise line), not per run.
      states: [],
      transitions: [...new Set(walkSteps.flatMap((step) => step.transitions))],
    };
  });
  const met = stop.includes(result.stoppedBy as WalkStop);
  const kind = options.weighted ? 'weighted random walk' : 'random walk';
  const promise =
    `${kind}, seed ${options.seed}, stop ${stop.map(stopLabel).join(' or ')}: stopped by ${stopLabel(result.stoppedBy)} after ${result.steps.length} steps` +
    `${paths.length > 1 ? ` in ${paths.length} runs (a run ends in a state no event moves; the next starts from the initial state)` : ''}; ` +
    `states ${share(result.coveredStates.size, inventory.states.length)}, transitions ${share(result.coveredTransitions.size, inventory.transitions.length)}`;
  return {
    paths,
    promise,
    met,
    walk: { seed: options.seed, weighted: options.weighted, stop: stop.map(stopLabel), stoppedBy: stopLabel(result.stoppedBy), elapsedMs: result.elapsedMs },
  };
}
