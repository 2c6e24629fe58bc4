import type { Schema } from 'effect';
import { ApiError, httpError } from './api-error';
import type { decodeResponse as DecodeResponse } from './decode-response';

// The decoder (Effect Schema's runtime, ~25 kB gz) is fetched with the first request, in parallel
// with it, not in the entry: a page's first paint (the home page, the header) calls no API.
let decoder: Promise<{ decodeResponse: typeof DecodeResponse }> | undefined;
const loadDecoder = () => (decoder ??= import('./decode-response'));

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | null;

export interface RequestSpec<A> {
  method: Method;
  /** Path under the Payment Kit base, e.g. `/api/settings`. */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** Every answer is decoded; a mismatch is an ApiError of kind `decode`, never a crash. */
  schema: Schema.ConstraintDecoder<A>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** At most this long, even when the client's default is longer (a shorter default still wins). */
  maxTimeoutMs?: number;
}

export interface HttpContext {
  /** Base URL or path prefix of the Payment Kit (see resolveApiBase). */
  baseUrl: () => string;
  locale: () => string;
  authToken: () => string | undefined;
  livemode: () => boolean;
  fetch?: typeof fetch;
  defaultTimeoutMs?: number;
}

export interface HttpClient {
  request<A>(spec: RequestSpec<A>): Promise<A>;
  /**
   * Starts a GET now, before the code that will read it has loaded (a page's boot: docs/speed.md).
   * The next `request` for the same URL takes this answer instead of asking again; an answer
   * nobody takes within EARLY_ANSWER_TTL_MS is dropped, so no later read gets a stale one.
   */
  early(spec: Pick<RequestSpec<unknown>, 'path' | 'query'>): void;
  /** The absolute URL a request would go to (also used for websocket and wallet URLs). */
  url(path: string, query?: Readonly<Record<string, QueryValue>>): string;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const EARLY_ANSWER_TTL_MS = 10_000;

/** Resolves never; rejects with the signal's reason when it aborts (a taken early answer still obeys the reader's signal). */
const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

export function createHttpClient(context: HttpContext): HttpClient {
  /** Early GETs by URL: their answer and when they were sent (their time limit runs from then). */
  const earlyAnswers = new Map<string, { answer: Promise<Response>; sentAt: number }>();
  const url = (path: string, query: Readonly<Record<string, QueryValue>> = {}) => {
    const origin = typeof location === 'undefined' ? 'http://localhost' : location.href;
    const target = new URL(context.baseUrl() + path, origin);
    const token = context.authToken();
    const params: Record<string, QueryValue> = {
      locale: context.locale(),
      livemode: context.livemode(),
      ...(token ? { authToken: token } : {}),
      ...query,
    };
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) target.searchParams.set(key, String(value));
    }
    return target.toString();
  };

  /** One call on the network: JSON in and out, cookies included. */
  const send = (target: string, method: Method, signal: AbortSignal, body?: unknown) =>
    (context.fetch ?? fetch)(target, {
      method,
      signal,
      credentials: 'include',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function request<A>(spec: RequestSpec<A>): Promise<A> {
    const target = url(spec.path, spec.query);
    const where = { method: spec.method, url: target };
    const timeoutMs = spec.timeoutMs ?? Math.min(context.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS, spec.maxTimeoutMs ?? Infinity);
    // A GET the boot already started (early): its answer, once.
    const early = spec.method === 'GET' ? earlyAnswers.get(target) : undefined;
    if (early) earlyAnswers.delete(target);
    // The limit counts from when the request left: a session the boot asked for gives up 8 s
    // after it was sent, not 8 s after the code that reads it arrived (seconds later on a slow phone).
    const timeout = AbortSignal.timeout(early ? Math.max(0, timeoutMs - (Date.now() - early.sentAt)) : timeoutMs);
    const signal = spec.signal ? AbortSignal.any([spec.signal, timeout]) : timeout;
    // Started now so the chunk arrives while the server answers; a failed load is reported below.
    const decoding = loadDecoder();
    decoding.catch(() => undefined);

    let response: Response;
    try {
      response = await (early ? Promise.race([early.answer, aborted(signal)]) : send(target, spec.method, signal, spec.body));
    } catch (cause) {
      if (spec.signal?.aborted) throw new ApiError('aborted', 'The request was cancelled.', { ...where, cause });
      if (timeout.aborted)
        throw new ApiError('timeout', `The server did not answer within ${Math.round(timeoutMs / 1000)} s.`, { ...where, cause });
      throw new ApiError('network', `Network error: ${cause instanceof Error ? cause.message : String(cause)}`, { ...where, cause });
    }

    const text = await response.text().catch(() => '');
    let body: unknown = undefined;
    let parsed = true;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        parsed = false;
        body = text;
      }
    }
    if (!response.ok) throw httpError(spec.method, target, response.status, body);
    if (!parsed) {
      throw new ApiError('decode', 'The server answered with something that is not JSON.', {
        ...where,
        status: response.status,
        body: text.slice(0, 200),
      });
    }
    let decode: typeof DecodeResponse;
    try {
      decode = (await decoding).decodeResponse;
    } catch (cause) {
      decoder = undefined; // the next request tries to load it again
      throw new ApiError('network', `Network error: ${cause instanceof Error ? cause.message : String(cause)}`, { ...where, cause });
    }
    return decode(spec.schema, body, { ...where, status: response.status });
  }

  function early(spec: Pick<RequestSpec<unknown>, 'path' | 'query'>) {
    const target = url(spec.path, spec.query);
    if (earlyAnswers.has(target)) return;
    const answer = send(target, 'GET', AbortSignal.timeout(context.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS));
    answer.catch(() => undefined); // a failure is the reader's to report, if anyone reads it
    const entry = { answer, sentAt: Date.now() };
    earlyAnswers.set(target, entry);
    setTimeout(() => {
      if (earlyAnswers.get(target) === entry) earlyAnswers.delete(target);
    }, EARLY_ANSWER_TTL_MS);
  }

  return { request, url, early };
}
