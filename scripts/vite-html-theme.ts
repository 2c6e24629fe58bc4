// Vite plugin (dev and build): the theme's CSS variables written into index.html (docs/speed.md).
//
// MantineProvider injects the variables where our theme differs from Mantine's defaults (indigo
// as the primary colour, the font, the AA-contrast secondary text, …) when React renders, and the
// stylesheet carries only Mantine's defaults. Whatever index.html paints before that — the
// checkout skeleton and the cookie banner — would show in Mantine's blue and the browser's font
// and change colour under the payer when the app started. Written here they hold from the first
// paint, in both schemes (index.html's inline script sets data-mantine-color-scheme before it),
// and the provider's later copy changes nothing. The values come from the theme itself
// (ui/theme.ts, through Mantine's own resolver), never a copy.
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../ui/theme.ts';

export const THEME_PLACEHOLDER = '<!-- html-theme-variables -->';

type Variables = Record<string, string>;
interface Resolved {
  variables: Variables;
  light: Variables;
  dark: Variables;
}

const resolve = (merged: MantineTheme, extra?: typeof cssVariablesResolver): Resolved => {
  const base = defaultCssVariablesResolver(merged);
  const mine = extra?.(merged) ?? { variables: {}, light: {}, dark: {} };
  return {
    variables: { ...base.variables, ...mine.variables },
    light: { ...base.light, ...mine.light },
    dark: { ...base.dark, ...mine.dark },
  };
};

/** Only what differs from Mantine's defaults (the stylesheet has those), as MantineProvider does. */
const differences = (ours: Variables, defaults: Variables): Variables =>
  Object.fromEntries(Object.entries(ours).filter(([name, value]) => defaults[name] !== value));

const block = (selector: string, variables: Variables) =>
  Object.keys(variables).length
    ? `${selector}{${Object.entries(variables)
        .map(([name, value]) => `${name}:${value}`)
        .join(';')}}`
    : '';

/**
 * The theme's variables as one stylesheet, by MantineProvider's selectors with `:root` doubled:
 * the stylesheet's defaults (same selectors) come after this in the document and would win.
 */
export function themeVariablesCss(): string {
  const ours = resolve(mergeMantineTheme(DEFAULT_THEME, theme), cssVariablesResolver);
  const defaults = resolve(DEFAULT_THEME);
  return [
    block(':root:root', differences(ours.variables, defaults.variables)),
    block(':root:root[data-mantine-color-scheme="light"]', differences(ours.light, defaults.light)),
    block(':root:root[data-mantine-color-scheme="dark"]', differences(ours.dark, defaults.dark)),
  ].join('');
}

export function htmlThemePlugin(): Plugin {
  // Once: the config imported the theme when it loaded, so it cannot change under the server.
  const style = `<style data-html-theme>${themeVariablesCss()}</style>`;
  return {
    name: 'html-theme',
    transformIndexHtml(html) {
      if (!html.includes(THEME_PLACEHOLDER)) throw new Error(`html-theme: index.html lacks "${THEME_PLACEHOLDER}"`);
      return html.replace(THEME_PLACEHOLDER, style);
    },
  };
}
