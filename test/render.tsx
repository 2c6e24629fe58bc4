// Renders a ui/ component the way the app does: Mantine theme (with the AA colour variables)
// and the i18n provider, in the locale the test asks for.
import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider, type Locale } from '@ui/i18n';
import { cssVariablesResolver, theme } from '@ui/theme';

export interface RenderUiOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
}

export function renderUi(ui: ReactElement, { locale = 'en', ...options }: RenderUiOptions = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <I18nProvider locale={locale} setLocale={() => {}}>
        {children}
      </I18nProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
