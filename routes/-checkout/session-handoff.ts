// Hands a session asked for early (routes/-checkout/prefetch.ts, at boot or in the loader) to the
// page's session machine, so its first load asks nothing again. No imports beyond types: the
// page's first code stays as small as it was.
import type { CheckoutApi, Ports } from '@machines/ports';

type Answer = Awaited<ReturnType<Ports['checkout']['retrieve']>>;

/** A prefetched session older than this (never taken: the payer went elsewhere) is asked for again. */
const FRESH_FOR_MS = 10_000;

interface Handed {
  at: number;
  answer: Promise<Answer>;
  taken: boolean;
}

const sessions = new Map<string, Handed>();
/** When a session was last handed over per id (kept after it was taken). */
const handedAt = new Map<string, number>();
/** Prefetches on their way (their module still loading): a load waits for them, not asks beside them. */
const coming = new Map<string, Promise<unknown>>();

const fresh = (entry: Handed | undefined, now: number): entry is Handed =>
  entry !== undefined && (entry.taken || now - entry.at < FRESH_FOR_MS);

/**
 * Whether a session for this id was handed over in the last 10 s — on its way, waiting, or already
 * taken — so that a prefetch asks nothing again. The page may take (and even receive) the boot's
 * answer before the loader's prefetch of the same navigation runs (docs/speed.md). A Retry never asks
 * through here: a taken, answered session is forgotten by takeSession, so the page asks again.
 */
export function hasHandedSession(id: string, now = Date.now()): boolean {
  const at = handedAt.get(id);
  return fresh(sessions.get(id), now) || (at !== undefined && now - at < FRESH_FOR_MS);
}

export function handOverSession(id: string, answer: Promise<Answer>, now = Date.now()): void {
  answer.catch(() => undefined);
  sessions.set(id, { at: now, answer, taken: false });
  handedAt.set(id, now);
}

/**
 * The handed-over answer for this id. Every load asking while it is on its way gets it (StrictMode
 * mounts the page twice); once it has answered and been taken, later loads (Retry, another visit)
 * ask the server again.
 */
export function takeSession(id: string, now = Date.now()): Promise<Answer> | undefined {
  const entry = sessions.get(id);
  if (!fresh(entry, now)) return undefined;
  if (!entry.taken) {
    entry.taken = true;
    const forget = () => {
      if (sessions.get(id) === entry) sessions.delete(id);
    };
    entry.answer.then(forget, forget);
  }
  return entry.answer;
}

/**
 * The route's loader says a prefetch for this id is coming (its module, which decodes sessions, may
 * load after the page's lighter code, docs/speed.md): until it has run, a load waits for its hand-over
 * instead of asking the server beside it. A prefetch that fails to load ends the wait.
 */
export function expectHandOver(id: string, prefetch: Promise<unknown>): void {
  const done = prefetch.then(
    () => undefined,
    () => undefined,
  );
  coming.set(id, done);
  void done.then(() => {
    if (coming.get(id) === done) coming.delete(id);
  });
}

/** The handed-over answer, after a prefetch that is still coming; else undefined (ask the server). */
function handedOrComing(id: string): Promise<Answer> | undefined {
  const handed = takeSession(id);
  if (handed) return handed;
  const pending = coming.get(id);
  if (!pending) return undefined;
  return pending.then(() => takeSession(id) ?? Promise.reject(NOTHING_HANDED));
}

const NOTHING_HANDED = Symbol('nothing handed over');

/** The checkout port, reading a handed-over session first (the machine's loadSession goes through it). */
export function withHandedSession(checkout: CheckoutApi): CheckoutApi {
  const orAsk = (id: string, ask: () => Promise<Answer>) => {
    const handed = handedOrComing(id);
    return handed ? handed.catch((error: unknown) => (error === NOTHING_HANDED ? ask() : Promise.reject(error))) : ask();
  };
  return {
    ...checkout,
    retrieve: (id, signal) => orAsk(id, () => checkout.retrieve(id, signal)),
    startFromLink: (id, signal) => orAsk(id, () => checkout.startFromLink(id, signal)),
  };
}

/** Tests: forget every handed-over session. */
export function forgetHandedSessions(): void {
  sessions.clear();
  handedAt.clear();
  coming.clear();
}
