// The sandbox's live machine inspector (docs/qa.md): records, from XState's inspection API, every
// machine actor of the page (the root actors the app creates and their children: fast pay,
// completion), its current state, the events that state accepts, a readable copy of its context,
// its last events, and every event it received with its input (what "Save as path" writes, in
// the format `qa walk <file>` replays). Loaded only in sandbox mode (main.tsx); a live build has
// none of it.
import type { AnyStateNode, EventObject, InspectionEvent } from 'xstate';
import { stateLabel } from '@machines/test-kit/state-label';

/** What the inspector reads of an actor ref (the inspection API types it loosely). */
interface Ref {
  sessionId: string;
  id: string;
  logic?: unknown;
  _parent?: Ref;
  options?: { input?: unknown };
  getSnapshot?: () => { status?: string };
}

type Status = 'active' | 'done' | 'error' | 'stopped';
const statusOf = (status: string | undefined): Status =>
  status === 'done' ? 'done' : status === 'error' ? 'error' : status === 'stopped' ? 'stopped' : 'active';

export const INSPECTOR_MARKER = 'payment-kit-machine-inspector';
const LAST_EVENTS = 8;
const KEEP_STOPPED = 6;
/** Events kept per actor for "Save as path": a long session still saves (its last ones). */
const HISTORY = 1000;

export interface InspectedEvent {
  type: string;
  /** Who sent it: another actor's id, or '' for the page (a user intent) or the machine itself. */
  from: string;
  at: number;
}

export interface InspectedActor {
  /** The actor's session id: unique on the page. */
  key: string;
  machineId: string;
  /** The actor's id in its system (an invoke id for a child). */
  actorId: string;
  parent: string | null;
  status: Status;
  state: string;
  /** The context as readable JSON, computed only when the panel shows it (contexts are large). */
  readContext: () => string;
  events: InspectedEvent[];
  /** The event types the current state has transitions for, read when the panel shows them. */
  readAccepts: () => readonly AcceptedEvent[];
  /** The actor's input and every event it received, each with the state it led to. */
  input: unknown;
  history: HistoryStep[];
  updatedAt: number;
}

export interface AcceptedEvent {
  type: string;
  /** The guard refuses the bare event now (one that reads the event's payload may still allow it). */
  refused: boolean;
}

export interface HistoryStep {
  event: EventObject;
  /** The state the event led to ('' until the actor's next snapshot tells). */
  state: string;
}

interface Snapshot {
  value?: unknown;
  context?: unknown;
  status?: string;
  _nodes?: AnyStateNode[];
  can?: (event: EventObject) => boolean;
}

/** What the state accepts: every event its active state nodes have a transition for. */
export function acceptedEvents(snapshot: Snapshot): AcceptedEvent[] {
  const types = new Set((snapshot._nodes ?? []).flatMap((node) => node.ownEvents));
  return [...types].map((type) => {
    let refused = false;
    try {
      refused = snapshot.can ? !snapshot.can({ type }) : false;
    } catch {
      // A guard that reads the payload cannot judge a bare event: offered, not refused.
    }
    return { type, refused };
  });
}

/**
 * A JSON.stringify replacer that names functions and actor refs and cuts cycles. Only an object's
 * own ancestors count as a cycle: one object met twice side by side (the same input in two
 * events) is written twice, so a saved path replays with both.
 */
export function readableValues(errors: (error: Error) => unknown) {
  const ancestors: unknown[] = [];
  return function replace(this: unknown, _key: string, value: unknown) {
    if (typeof value === 'function') return `ƒ ${(value as { name?: string }).name || 'function'}`;
    if (value instanceof Error) return errors(value);
    if (!value || typeof value !== 'object') return value;
    if ('sessionId' in value && 'send' in value) return `actor ${(value as unknown as Ref).id}`;
    while (ancestors.length > 0 && ancestors.at(-1) !== this) ancestors.pop();
    if (ancestors.includes(value)) return '(circular)';
    ancestors.push(value);
    return value;
  };
}

/** JSON of a context, readable and bounded: functions and actor refs named, long text cut. */
export function contextText(context: unknown, max = 4000): string {
  const text = JSON.stringify(context, readableValues((error) => `${error.name}: ${error.message}`), 2);
  if (text === undefined) return String(context);
  return text.length > max ? `${text.slice(0, max)}\n…` : text;
}

const isMachine = (actor: Ref) => Boolean(actor.logic && typeof actor.logic === 'object' && 'root' in actor.logic);

export interface MachineInspector {
  inspect: (event: InspectionEvent) => void;
  /** Page's machines, the running ones first, newest first. */
  actors: () => readonly InspectedActor[];
  subscribe: (listener: () => void) => () => void;
  clear: () => void;
}

export function createInspector(now: () => number = Date.now): MachineInspector {
  const records = new Map<string, InspectedActor>();
  const refs = new Map<string, Ref>();
  const listeners = new Set<() => void>();
  let list: readonly InspectedActor[] = [];
  let scheduled = false;

  // Many inspection events arrive per transition: tell the panel at most every 100 ms, so that
  // watching a checkout does not slow it down.
  const changed = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      // An actor stopped with its component sends no event: ask each for its status now.
      for (const [key, record] of records) {
        const ref = refs.get(key);
        if (ref?.getSnapshot) record.status = statusOf(ref.getSnapshot().status);
      }
      // Listed once started (React's strict mode may create an actor it never starts).
      const all = [...records.values()].filter((record) => record.state !== '');
      const stopped = all.filter((a) => a.status !== 'active').sort((a, b) => b.updatedAt - a.updatedAt);
      for (const old of stopped.slice(KEEP_STOPPED)) {
        records.delete(old.key);
        refs.delete(old.key);
      }
      list = all.filter((record) => records.has(record.key)).sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active') || b.updatedAt - a.updatedAt);
      listeners.forEach((listener) => listener());
    }, 100);
  };

  const recordOf = (ref: unknown): InspectedActor | undefined => {
    const actor = ref as Ref;
    const known = records.get(actor.sessionId);
    if (known || !isMachine(actor)) return known;
    const parent = actor._parent;
    const record: InspectedActor = {
      key: actor.sessionId,
      machineId: (actor.logic as { id: string }).id,
      actorId: actor.id,
      // The parent's machine id reads better than its system id (x:3).
      parent: parent ? ((parent.logic as { id?: string } | undefined)?.id ?? parent.id) : null,
      status: 'active',
      state: '',
      readContext: () => '',
      events: [],
      readAccepts: () => [],
      input: actor.options?.input,
      history: [],
      updatedAt: now(),
    };
    records.set(actor.sessionId, record);
    refs.set(actor.sessionId, actor);
    return record;
  };

  return {
    inspect(event) {
      if (event.type === '@xstate.actor') {
        if (recordOf(event.actorRef)) changed();
        return;
      }
      if (event.type === '@xstate.snapshot') {
        const record = recordOf(event.actorRef);
        if (!record) return;
        const snapshot = event.snapshot as Snapshot;
        record.state = stateLabel(snapshot.value);
        const { context } = snapshot;
        record.readContext = () => contextText(context);
        record.readAccepts = () => acceptedEvents(snapshot);
        const last = record.history.at(-1);
        if (last && last.state === '') last.state = record.state;
        record.status = statusOf(snapshot.status);
        record.updatedAt = now();
        changed();
        return;
      }
      if (event.type === '@xstate.event') {
        const record = recordOf(event.actorRef);
        if (!record || event.event.type === 'xstate.init') return;
        const source = event.sourceRef as Ref | undefined;
        const from = source && source !== (event.actorRef as unknown) ? source.id : '';
        record.events = [{ type: event.event.type, from, at: now() }, ...record.events].slice(0, LAST_EVENTS);
        record.history.push({ event: event.event, state: '' });
        if (record.history.length > HISTORY) record.history.shift();
        record.updatedAt = now();
        changed();
      }
    },
    actors: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      for (const [key, record] of records) {
        if (record.status === 'active') continue;
        records.delete(key);
        refs.delete(key);
      }
      changed();
    },
  };
}

// main.tsx installs the inspector recording transitions (one sandbox-only chunk for both).
export { recordingTransitions } from './qa-transitions';
