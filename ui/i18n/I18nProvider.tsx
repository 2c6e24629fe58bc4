import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MessageKey } from './messages';
import { translate, type Locale, type MessageParams } from './translate';

export interface I18n {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: (key: MessageKey, params?: MessageParams) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider(props: { locale: Locale; setLocale: (locale: Locale) => void; children: ReactNode }) {
  const { locale, setLocale, children } = props;
  const value = useMemo<I18n>(
    () => ({ locale, setLocale, t: (key, params) => translate(locale, key, params) }),
    [locale, setLocale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
