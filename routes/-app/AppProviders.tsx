import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ensureCatalogue, I18nProvider, type Locale } from '@ui/i18n';
import { cssVariablesResolver, theme } from '@ui/theme';
import { afterPage } from './page-first';

// Toasts are never needed for the first paint; their host (and its transition code) loads after,
// and on a checkout's first visit after its form (page-first.ts). A toast shown before it mounts
// waits in Mantine's store and appears then.
const Notifications = lazy(
  afterPage(async () => {
    const [module] = await Promise.all([import('@mantine/notifications'), import('@mantine/notifications/styles.css')]);
    return { default: module.Notifications };
  }),
);

export interface AppProvidersProps {
  queryClient: QueryClient;
  initialLocale: Locale;
  /** Called when the person picks a language, so adapters send the right `locale`. */
  onLocaleChange: (locale: Locale) => void;
  children: ReactNode;
}

export function AppProviders({ queryClient, initialLocale, onLocaleChange, children }: AppProvidersProps) {
  const [locale, setLocaleState] = useState(initialLocale);
  const latest = useRef(initialLocale);
  const setLocale = useCallback(
    (next: Locale) => {
      latest.current = next;
      // Switch once the new language's texts are here — its boot part and every area loaded
      // for the old one (billing, sandbox) — so nothing flashes as raw keys. Only the last pick
      // applies: a slow language loading after a quick switch back must not take over.
      void ensureCatalogue(next).then(
        () => {
          if (latest.current !== next) return;
          onLocaleChange(next);
          setLocaleState(next);
          // Server texts (error messages, names) come back in the new language.
          void queryClient.invalidateQueries();
        },
        // Texts not fetched (offline): the page stays in its language; picking again retries.
        () => undefined,
      );
    },
    [onLocaleChange, queryClient],
  );
  useEffect(() => {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  }, [locale]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={4} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={locale} setLocale={setLocale}>
          {children}
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
