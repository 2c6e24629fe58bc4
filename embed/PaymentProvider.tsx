import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ensureArea, ensureCatalogue, I18nProvider, type Locale } from '@ui/i18n';
import { cssVariablesResolver, theme as appTheme } from '@ui/theme';
import type { RouterContext } from '../routes/-app/context';
import { createEmbedRuntime } from './embed-runtime';
import { SHADOW_ROOT_CLASS } from './shadow-css';

export type PaymentTheme = 'light' | 'dark' | 'auto';

/** Where the custom element renders: its shadow root's wrapper (CSS variables, color scheme) and portal node. */
export interface EmbedRoot {
  element: HTMLElement;
  portalTarget: HTMLElement;
}

export interface PaymentProviderProps {
  /** A Payment Kit on another origin: its mount point's full URL (docs/embed.md). Default: this site's. */
  baseUrl?: string | undefined;
  /** A token for calls made on the payer's behalf from another origin. */
  authToken?: string | undefined;
  locale?: Locale | undefined;
  theme?: PaymentTheme | undefined;
  /** Use the embedded sandbox back end (a service worker of the host page answers the API). */
  sandbox?: boolean | undefined;
  /** Set by the custom element (embed/element.ts); a React host leaves it out. */
  root?: EmbedRoot | undefined;
  children: ReactNode;
}

// Toasts (a refused payment, an insufficient balance) go through Mantine's one store per page:
// the first provider hosts them, so two widgets on a page do not show each toast twice.
const Notifications = lazy(async () => {
  const [module] = await Promise.all([import('@mantine/notifications'), import('@mantine/notifications/styles.css')]);
  return { default: module.Notifications };
});
const toastHost = { owner: null as symbol | null, listeners: new Set<() => void>() };
const subscribeToastHost = (listener: () => void) => {
  toastHost.listeners.add(listener);
  return () => toastHost.listeners.delete(listener);
};
/** The first provider to ask hosts the toasts until it unmounts; returns the release. */
function claimToastHost(self: symbol) {
  const changed = () => toastHost.listeners.forEach((listener) => listener());
  if (toastHost.owner === null) {
    toastHost.owner = self;
    changed();
  }
  return () => {
    if (toastHost.owner !== self) return;
    toastHost.owner = null;
    changed();
  };
}

/** The host page sets the language (the locale prop); nothing inside offers a switch. */
const hostPicksLocale = () => undefined;

const EmbedContext = createContext<RouterContext | null>(null);

/** The composition every checkout inside reads; throws outside a PaymentProvider (a host's mistake). */
export function useEmbedContext(): RouterContext {
  const context = useContext(EmbedContext);
  if (!context) throw new Error('Payment Kit components must be rendered inside <PaymentProvider>.');
  return context;
}

/**
 * The payment components' composition root for a host page: back end, texts, theme. Renders
 * nothing while it starts, as the real product's provider does (docs/reference/payment-react.md §3.13).
 */
export function PaymentProvider({ baseUrl, authToken, locale = 'en', theme = 'auto', sandbox = false, root, children }: PaymentProviderProps) {
  const current = useRef(locale);
  useEffect(() => {
    current.current = locale;
  }, [locale]);
  const [context, setContext] = useState<RouterContext | null>(null);
  useEffect(() => {
    let live = true;
    void createEmbedRuntime({ baseUrl, authToken, sandbox, locale: () => current.current }).then((next) => {
      if (live) setContext(next);
    });
    return () => {
      live = false;
    };
  }, [baseUrl, authToken, sandbox]);
  const [self] = useState(() => Symbol('provider'));
  useEffect(() => claimToastHost(self), [self]);
  const hostsToasts = useSyncExternalStore(subscribeToastHost, () => toastHost.owner === self);
  const [loadedLocale, setLoadedLocale] = useState(locale);
  useEffect(() => {
    // A new language shows once its texts are here, never as raw keys.
    void Promise.all([ensureCatalogue(locale), ensureArea('embed')]).then(() => setLoadedLocale(locale));
  }, [locale]);
  if (!context) return null;
  const themed = root
    ? {
        ...appTheme,
        components: { ...appTheme.components, Portal: { defaultProps: { target: root.portalTarget } } },
      }
    : appTheme;
  return (
    <MantineProvider
      theme={themed}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={theme}
      {...(theme === 'auto' ? {} : { forceColorScheme: theme })}
      // In a shadow root every variable is written on the wrapper, none left to the defaults'
      // sheet (embed/shadow-css.ts), so light and dark are both the theme's.
      {...(root ? { getRootElement: () => root.element, cssVariablesSelector: `.${SHADOW_ROOT_CLASS}`, deduplicateCssVariables: false } : {})}
    >
      {hostsToasts ? (
        <Suspense fallback={null}>
          <Notifications position="top-right" limit={4} />
        </Suspense>
      ) : null}
      <QueryClientProvider client={context.queryClient}>
        <I18nProvider locale={loadedLocale} setLocale={hostPicksLocale}>
          <EmbedContext.Provider value={context}>{children}</EmbedContext.Provider>
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
