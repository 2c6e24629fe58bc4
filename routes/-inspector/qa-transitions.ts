// The transitions the page's actors really took, for the QA coverage table's browser column
// (docs/qa.md): a browser walk reads them at its end instead of counting the events it planned.
// Fed by the same inspection callback as the machine inspector, so only a sandbox build (which
// installs it) records anything. Each transition is named by what the test kit's inventory can
// resolve in node (machines/test-kit/machine-inventory.ts): the machine's root id, the source
// state, the event type and the index among that state's transitions for the event. The set
// survives the walk's page loads in sessionStorage (one tab, one walk).
import type { AnyTransitionDefinition, InspectionEvent } from 'xstate';

/** One transition taken: `${machine}|${source}|${eventType}|${index}` (eventType '' for `always`). */
export type ObservedTransition = string;

export const QA_TRANSITIONS_KEY = 'qa.transitions';

declare global {
  interface Window {
    /** Every transition the page's actors took since the tab opened (or since the last clear). */
    __qaTransitions?: () => ObservedTransition[];
  }
}

const stored = (): Set<string> => {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(QA_TRANSITIONS_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
};

let taken: Set<string> | undefined;

/** Where a transition definition sits in its state: the n-th for its event, or the n-th `always`. */
export function transitionKey(machineId: string, definition: AnyTransitionDefinition): ObservedTransition {
  const source = definition.source;
  const siblings: readonly AnyTransitionDefinition[] = definition.eventType === '' ? (source.always ?? []) : (source.transitions.get(definition.eventType) ?? []);
  return `${machineId}|${source.id}|${definition.eventType}|${siblings.indexOf(definition)}`;
}

/** The inspection callback's part: remembers each transition of each microstep, once. */
export function recordTransitions(event: InspectionEvent) {
  if (event.type !== '@xstate.microstep') return;
  const machineId = (event.actorRef.logic as { id?: unknown }).id;
  if (typeof machineId !== 'string') return;
  taken ??= stored();
  let added = false;
  for (const definition of (event as { _transitions?: AnyTransitionDefinition[] })._transitions ?? []) {
    const key = transitionKey(machineId, definition);
    if (taken.has(key)) continue;
    taken.add(key);
    added = true;
  }
  if (added) sessionStorage.setItem(QA_TRANSITIONS_KEY, JSON.stringify([...taken]));
}

/** Installs the window hook a walk reads (sandbox builds only: main.tsx's inspector branch). */
export function exposeTransitions() {
  window.__qaTransitions = () => [...(taken ?? stored())];
}
