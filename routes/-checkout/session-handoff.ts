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

const fresh = (entry: Handed | undefined, now: number): entry is Handed =>
  entry !== undefined && (entry.taken || now - entry.at < FRESH_FOR_MS);

/** Whether a session for this id is on its way or waiting to be taken (then nothing is asked again). */
export function hasHandedSession(id: string, now = Date.now()): boolean {
  const entry = sessions.get(id);
  return fresh(entry, now) && !entry.taken;
}

export function handOverSession(id: string, answer: Promise<Answer>, now = Date.now()): void {
  answer.catch(() => undefined);
  sessions.set(id, { at: now, answer, taken: false });
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

/** The checkout port, reading a handed-over session first (the machine's loadSession goes through it). */
export function withHandedSession(checkout: CheckoutApi): CheckoutApi {
  return {
    ...checkout,
    retrieve: (id, signal) => takeSession(id) ?? checkout.retrieve(id, signal),
    startFromLink: (id, signal) => takeSession(id) ?? checkout.startFromLink(id, signal),
  };
}

/** Tests: forget every handed-over session. */
export function forgetHandedSessions(): void {
  sessions.clear();
}
