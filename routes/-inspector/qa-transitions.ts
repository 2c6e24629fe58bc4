// The transitions the page's actors really took and the states they entered, for the QA coverage
// table's browser column (docs/qa.md): a browser walk reads them at its end (e2e/support/
// observed-transitions.ts) instead of counting the events it planned. Fed by the same inspection
// callback as the machine inspector, so only a sandbox build (which installs it) records
// anything. The keys (machines/test-kit/observed-keys.ts) are resolved to the test kit's
// transition ids in node. The set survives the walk's page loads in sessionStorage (one tab).
import type { AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { observedStateKey, observedTransitionKey } from '@machines/test-kit/observed-keys';

const QA_TRANSITIONS_KEY = 'qa.transitions';

declare global {
  interface Window {
    /** Every transition and state key the page's actors produced since the tab opened. */
    __qaTransitions?: () => string[];
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

const machineIdOf = (event: InspectionEvent): string | undefined => {
  // A machine actor's logic is its machine (root id); promise and callback actors have none.
  const id = (event.actorRef as { logic?: { id?: unknown } }).logic?.id;
  return typeof id === 'string' ? id : undefined;
};

/** Remembers each transition of each microstep and each active state, once. */
function recordTransitions(event: InspectionEvent) {
  if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
  const machineId = machineIdOf(event);
  if (!machineId) return;
  const keys =
    event.type === '@xstate.microstep'
      ? ((event as { _transitions?: AnyTransitionDefinition[] })._transitions ?? []).map((definition) => observedTransitionKey(machineId, definition))
      : ((event.snapshot as { _nodes?: { id: string }[] })._nodes ?? []).map((node) => observedStateKey(machineId, node.id));
  taken ??= stored();
  const before = taken.size;
  for (const key of keys) taken.add(key);
  if (taken.size !== before) sessionStorage.setItem(QA_TRANSITIONS_KEY, JSON.stringify([...taken]));
}

/**
 * The inspector, also recording what the actors did, with the window hook a walk reads (sandbox
 * builds only: main.tsx installs the inspector there).
 */
export function recordingTransitions<I extends { inspect: (event: InspectionEvent) => void }>(inspector: I): I {
  window.__qaTransitions = () => [...(taken ?? stored())];
  return {
    ...inspector,
    inspect: (event) => {
      inspector.inspect(event);
      recordTransitions(event);
    },
  };
}
