// The sandbox's live machine inspector (docs/qa.md): records, from XState's inspection API, every
// machine actor of the page (the root actors the app creates and their children: fast pay,
// completion), its current state, a readable copy of its context and its last events. Loaded
// only in sandbox mode (main.tsx); a live build has none of it.
import type { InspectionEvent } from 'xstate';

/** What the inspector reads of an actor ref (the inspection API types it loosely). */
interface Ref {
  sessionId: string;
  id: string;
  logic?: unknown;
  _parent?: Ref;
  getSnapshot?: () => { status?: string };
}

type Status = 'active' | 'done' | 'error' | 'stopped';
const statusOf = (status: string | undefined): Status =>
  status === 'done' ? 'done' : status === 'error' ? 'error' : status === 'stopped' ? 'stopped' : 'active';

export const INSPECTOR_MARKER = 'payment-kit-machine-inspector';
const LAST_EVENTS = 8;
const KEEP_STOPPED = 6;

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
  updatedAt: number;
}

const stateText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => (typeof child === 'string' ? `${key}.${child}` : `${key}(${stateText(child)})`))
    .join(', ');
};

/** JSON of a context, readable and bounded: functions and actor refs named, long text cut. */
export function contextText(context: unknown, max = 4000): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(
    context,
    (_key, value: unknown) => {
      if (typeof value === 'function') return `ƒ ${(value as { name?: string }).name || 'function'}`;
      if (value instanceof Error) return `${value.name}: ${value.message}`;
      if (value && typeof value === 'object') {
        if ('sessionId' in value && 'send' in value) return `actor ${(value as unknown as Ref).id}`;
        if (seen.has(value)) return '(circular)';
        seen.add(value);
      }
      return value;
    },
    2,
  );
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
        const snapshot = event.snapshot as { value?: unknown; context?: unknown; status?: string };
        record.state = stateText(snapshot.value);
        const { context } = snapshot;
        record.readContext = () => contextText(context);
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
