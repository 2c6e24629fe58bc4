import type { CoreAdapters } from '@adapters/compose';
import { translate, type Locale } from '@ui/i18n';
import { createNotifier } from './notifier';

/** What both back ends' ports take from the app: HTTP, local storage and toasts in the page's language. */
export function sharedPortsInput(adapters: CoreAdapters, locale: () => Locale) {
  const t = () => (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(locale(), key, params);
  return { http: adapters.http, local: adapters.local, notifier: createNotifier(t) };
}
