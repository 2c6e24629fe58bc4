import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { I18nProvider, type Locale } from '@ui/i18n';
import { theme } from '@ui/theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  initialLocale: Locale;
  /** Called when the person picks a language, so adapters send the right `locale`. */
  onLocaleChange: (locale: Locale) => void;
  children: ReactNode;
}

export function AppProviders({ queryClient, initialLocale, onLocaleChange, children }: AppProvidersProps) {
  const [locale, setLocaleState] = useState(initialLocale);
  const setLocale = useCallback(
    (next: Locale) => {
      onLocaleChange(next);
      setLocaleState(next);
      // Server texts (error messages, names) come back in the new language.
      void queryClient.invalidateQueries();
    },
    [onLocaleChange, queryClient],
  );
  useEffect(() => {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  }, [locale]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <Notifications position="top-right" limit={4} />
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={locale} setLocale={setLocale}>
          {children}
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
