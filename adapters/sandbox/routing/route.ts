// One helper for every sandbox endpoint: path under the API base, fault injection by endpoint
// name, JSON body parsing, and the engine's refusals (engine/errors.ts) turned into answers in the
// error shapes of the real Payment Kit.
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { SandboxRefusal } from '../engine/errors';
import type { SandboxStore } from '../state';

export interface HandlerContext {
  store: SandboxStore;
  /** API prefix, e.g. '/payment-kit' ('' = site root). */
  base: string;
}

/**
 * The app store is another component: its API sits at the site root (/store/api), not under the
 * Payment Kit's prefix.
 */
export const atSiteRoot = (ctx: HandlerContext): HandlerContext => ({ ...ctx, base: '' });

export interface RouteArgs {
  request: Request;
  params: Record<string, string>;
  url: URL;
  body: Record<string, unknown>;
}

type Method = 'get' | 'post' | 'put' | 'delete';
type Resolver = (args: RouteArgs) => Response | Promise<Response>;

/** Every route's name, e.g. 'checkout.submit': the key for fault injection. */
export const routeNames: string[] = [];

async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const text = await request.text().catch(() => '');
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The `lost` fault: answer normally on the server side, then lose the answer on the way back. */
export const LOSE_ANSWER = 'lose-answer' as const;

/**
 * Applies (and uses up) the fault injected for this endpoint; returns a response to send instead,
 * LOSE_ANSWER when the work must be done and its answer lost, or undefined.
 */
export async function applyFault(store: SandboxStore, name: string): Promise<Response | typeof LOSE_ANSWER | undefined> {
  const fault = store.read().faults[name] ?? store.read().faults['*'];
  if (!fault) return undefined;
  const key = store.read().faults[name] ? name : '*';
  if (fault.times !== undefined) {
    store.update((d) => {
      const left = (fault.times ?? 1) - 1;
      const next = { ...d.faults };
      if (left <= 0) delete next[key];
      else next[key] = { ...fault, times: left };
      d.faults = next;
    });
  }
  switch (fault.kind) {
    case 'latency':
      await delay(fault.ms ?? 3000);
      return undefined;
    case 'error500':
      return HttpResponse.json({ error: 'Internal Server Error (injected by the sandbox)' }, { status: 500 });
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      // Never answers: the client's own timeout has to fire.
      await delay('infinite');
      return undefined;
    case 'malformed':
      return new HttpResponse('{"checkoutSession": {"id": "cs_', { status: 200, headers: { 'content-type': 'application/json' } });
    case 'schema':
      return HttpResponse.json({ id: 42, status: ['not', 'a', 'status'], list: 'not a list', paymentMethods: null });
    case 'lost':
      return LOSE_ANSWER;
  }
}

export function route(ctx: HandlerContext, method: Method, path: string, name: string, resolver: Resolver): HttpHandler {
  if (!routeNames.includes(name)) routeNames.push(name);
  // '*' in front matches any origin, so the cross-origin override works too.
  return http[method](`*${ctx.base}${path}`, async ({ request, params }) => {
    const faulted = await applyFault(ctx.store, name);
    if (faulted instanceof Response) return faulted;
    const body = await readBody(request);
    const flat = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]));
    let answer: Response;
    try {
      answer = await resolver({ request, params: flat, url: new URL(request.url), body });
    } catch (error) {
      // The engine's refusals are answers; anything else is a bug and fails loudly.
      if (!(error instanceof SandboxRefusal)) throw error;
      answer = HttpResponse.json(error.body, { status: error.status });
    }
    // The server committed whatever the call did; the payer's page never hears of it.
    return faulted === LOSE_ANSWER ? HttpResponse.error() : answer;
  });
}

export const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
