// How a page names what its actors did, for the QA coverage table's browser column: a key per
// transition taken and per state entered, built in the browser from XState's inspection events
// (routes/-inspector/qa-transitions.ts) and resolved in node against the machine's inventory
// (scripts/qa/coverage.ts). The key holds the machine's root id, so the transitions of nested
// actors (fast pay, the card step inside a submission) count for their own machine.
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import type { MachineInventory } from './machine-inventory';

/** A transition: the machine, its source state, the event type ('' for `always`) and its index among the state's transitions for that event. */
export function observedTransitionKey(machineId: string, definition: AnyTransitionDefinition): string {
  const source = definition.source;
  const siblings: readonly AnyTransitionDefinition[] = definition.eventType === '' ? (source.always ?? []) : (source.transitions.get(definition.eventType) ?? []);
  return `T ${machineId}|${source.id}|${definition.eventType}|${siblings.indexOf(definition)}`;
}

/** A state that was active. */
export const observedStateKey = (machineId: string, stateId: string): string => `S ${machineId}|${stateId}`;

/** What a machine's observed keys name: its inventory's state and transition ids. */
export function observedNames(machine: AnyStateMachine, inventory: MachineInventory, keys: Iterable<string>): { states: Set<string>; transitions: Set<string> } {
  const byKey = new Map<string, string>(inventory.transitions.map((entry) => [observedTransitionKey(machine.id, entry.definition), entry.id]));
  const stateIds = new Set(inventory.states);
  const states = new Set<string>();
  const transitions = new Set<string>();
  const statePrefix = observedStateKey(machine.id, '');
  for (const key of keys) {
    const transition = byKey.get(key);
    if (transition) transitions.add(transition);
    else if (key.startsWith(statePrefix) && stateIds.has(key.slice(statePrefix.length))) states.add(key.slice(statePrefix.length));
  }
  return { states, transitions };
}
