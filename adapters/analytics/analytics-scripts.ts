// Page-view and event analytics (docs/spec/shell-store-and-tables.md §7): scripts from the platform's well-known analytics
// path with a type segment (pv or evt) and a name, loaded 200 ms after the page asks, so they
// never compete with the page's own first requests. Off in the sandbox unless a tester enables
// it (the sandbox then records each script it serves).
import { TIMINGS } from '@domain/platform';

export const ANALYTICS_PATH = '/.well-known/analytics';

export interface AnalyticsScripts {
  pageView(path: string): void;
  event(name: string, data?: string): void;
}

export interface AnalyticsScriptsOptions {
  enabled: () => boolean;
  servicePrefix?: string;
  document?: Document;
  delayMs?: number;
}

/** The script address: {prefix}/.well-known/analytics/{pv|evt}/{name}.js?path=… */
export const analyticsScriptUrl = (type: 'pv' | 'evt', name: string, path: string, servicePrefix = '') =>
  `${servicePrefix}${ANALYTICS_PATH}/${type}/${encodeURIComponent(name)}.js?${new URLSearchParams({ path }).toString()}`;

export function createAnalyticsScripts(options: AnalyticsScriptsOptions): AnalyticsScripts {
  const load = (type: 'pv' | 'evt', name: string, path: string) => {
    if (!options.enabled()) return;
    setTimeout(() => {
      const doc = options.document ?? document;
      const script = doc.createElement('script');
      script.async = true;
      script.src = analyticsScriptUrl(type, name, path, options.servicePrefix);
      script.dataset.analytics = type;
      // The script runs and is done; keep the document tidy.
      script.onload = script.onerror = () => script.remove();
      doc.head.appendChild(script);
    }, options.delayMs ?? TIMINGS.analyticsDelayMs);
  };
  return {
    pageView: (path) => load('pv', 'page', path),
    event: (name, data = '') => load('evt', name, data),
  };
}
