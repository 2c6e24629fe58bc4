// `qa paths <machine> --format manual`: a test script a person can follow. Each step is a
// plain-language action made from the event's name (one rule per kind of event), and the expected
// result of each is what the machine's oracle says must hold there (expectedFacts, named by the
// oracle's `describe`), computed by replaying the path's events on the machine.
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import { expectedFacts, type AnyOracle } from '@machines/test-kit/oracle';
import type { LoadedMachine, ReadablePath } from './model';
import type { Selection } from './stop-conditions';

/** `changeQuantity` → `change quantity`. */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();

/** A plain-language action for an event, from its name: one rule per kind of event. */
export function stepLabel(event: EventObject): string {
  const parts = event.type.split('.');
  const [source, kind] = parts;
  if (source === 'xstate' && kind === 'done' && parts[2] === 'actor') return `The ${words(parts.slice(3).join('.'))} request succeeds`;
  if (source === 'xstate' && kind === 'error' && parts[2] === 'actor') return `The ${words(parts.slice(3).join('.'))} request fails`;
  if (source === 'xstate' && kind === 'after') return `Wait for the ${words(parts[2] ?? 'timer')} delay`;
  if (source === 'xstate' && kind === 'done' && parts[2] === 'state') return `The ${words(parts.at(-1) ?? 'step')} step finishes`;
  const action = words(parts.slice(1).join(' ') || source!);
  if (source === 'user') return `The user does: ${action}`;
  if (source === 'platform') return `The platform reports: ${action}`;
  if (source === 'router') return `The router reports: ${action}`;
  if (source === 'server') return `The server answers: ${action}`;
  return `${words(source!)} event: ${action}`;
}

const value = (v: unknown) => {
  const text = JSON.stringify(v, (_key, x: unknown) => (x instanceof Error ? x.message : x)) ?? 'nothing';
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
};

/** The oracle's facts at one moment, as `name: value` in plain language. */
function expected(oracle: AnyOracle, snapshot: unknown, input: unknown, events: readonly EventObject[]): string {
  const { facts } = expectedFacts(oracle, { snapshot, input, events });
  const lines = Object.entries(facts).map(([key, v]) => `${(oracle.describe as Record<string, string> | undefined)?.[key] ?? words(key)}: ${value(v)}`);
  return lines.length === 0 ? 'nothing stated' : lines.join('; ');
}

function script(loaded: LoadedMachine, path: ReadablePath, oracle: AnyOracle | undefined): string[] {
  const input = loaded.graph.options.input;
  const actor = createActor(loaded.graph.machine, { clock: new SimulatedClock(), ...(input === undefined ? {} : { input: input as never }) }).start();
  const sent: EventObject[] = [];
  const lines = [`## Path ${path.number}: ends in ${path.target}`, ''];
  lines.push(`Start: the ${words(loaded.entry.folder)} in its initial state.`);
  if (oracle) lines.push(`   Expected: ${expected(oracle, actor.getSnapshot(), input, sent)}`);
  path.steps.forEach((step, index) => {
    actor.send(step.raw);
    sent.push(step.raw);
    const detail = step.payload ? ` (${step.payload})` : '';
    lines.push(`${index + 1}. ${stepLabel(step.raw)}${detail}.`);
    lines.push(`   Expected: ${oracle ? expected(oracle, actor.getSnapshot(), input, sent) : `the machine is in ${step.state}`}`);
  });
  actor.stop();
  return lines;
}

export function manualScript(loaded: LoadedMachine, selection: Selection): string {
  const oracle = loaded.graph.oracle;
  const lines = [`# ${loaded.entry.folder}: manual test script`, '', `${selection.paths.length} path(s) — ${selection.promise}.`];
  if (!oracle) lines.push('', 'This machine has no oracle yet: each step expects only the state reached.');
  for (const path of selection.paths) lines.push('', ...script(loaded, path, oracle));
  return `${lines.join('\n')}\n`;
}
