// The sandbox as an in-page fetch adapter, for the moments before its service worker serves the
// page (issue 17). On a first visit the worker must install, activate, claim the page and shake
// hands with msw before any API call can be answered: ~300 ms on the checkout's critical path.
// Meanwhile the page's fetch() answers API calls from the same handlers, in the page — what the
// worker would do anyway, since msw's worker hands each request to the page's handlers — and
// everything else goes to the network untouched. Once the worker is ready, fetch() is restored
// and every call shows in the browser's network log again.
import { getResponse, RequestHandler, type RequestHandler as Handler } from 'msw';

/** The API paths of public/sandbox-worker.js: the only requests the sandbox answers. */
export const SANDBOX_API_PATH = /\/api\/|\/\.well-known\//;

const abortedBy = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** Patches `target.fetch`; returns the function that restores it. */
export function installInPageFetch(
  handlers: readonly unknown[],
  target: { fetch: typeof fetch; location: Location } = window,
): () => void {
  const original = target.fetch;
  const requestHandlers = handlers.filter((handler): handler is Handler => handler instanceof RequestHandler);
  const inPage: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== target.location.origin || !SANDBOX_API_PATH.test(url.pathname))
      return original.call(target, input, init);
    const response = await Promise.race([
      getResponse(requestHandlers, request.clone()),
      abortedBy(request.signal),
    ]);
    if (!response) return original.call(target, input, init);
    // A handler's network fault (HttpResponse.error()) is a rejected fetch, as on the network.
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
  target.fetch = inPage;
  return () => {
    if (target.fetch === inPage) target.fetch = original;
  };
}
