/* global importScripts */
/* The sandbox's service worker: msw's own worker, for API calls only.
 *
 * msw's worker asks the page about every request in its scope, so while the page is busy
 * parsing, every script, style and font waited for the page to answer "not mine". The listener
 * below is registered before msw's: it stops the event for anything that is not an API call
 * (a document, script, style, font or image outside the API paths), so the browser fetches it
 * from the network as if no worker were there. fetch() calls (destination '') and anything under
 * an API path still reach msw. msw's file stays untouched (`msw init` may rewrite it).
 */
const API_PATH = /\/api\/|\/\.well-known\//;

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  const api = url.origin === self.location.origin && (request.destination === '' || API_PATH.test(url.pathname));
  if (!api) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
