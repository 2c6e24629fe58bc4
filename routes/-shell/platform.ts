// The shell's view of the platform globals (window.blocklet): app name and logo, languages,
// navigation, theme preference, toast alerts and the Products index. Read once per call; the
// sandbox installs a look-alike set before the first render.
import type { NavigationItem } from '@domain/model';

interface ShellGlobals {
  appName?: string;
  appLogo?: string;
  languages?: { code: string; name: string }[];
  navigation?: unknown;
  theme?: { prefer?: string };
  settings?: { notification?: { toastAlert?: boolean } };
  env?: Record<string, string | undefined>;
}

const globals = (): ShellGlobals => ((globalThis as { blocklet?: ShellGlobals }).blocklet ?? {}) as ShellGlobals;


/** The platform's app name, else the given fallback (our own name). */
export const appNameOf = (fallback: string): string => globals().appName || fallback;

export const appLogoOf = (): string | undefined => globals().appLogo || undefined;

/**
 * The navigation model; entries without a title are dropped rather than breaking the header.
 * (A structural check, not the Effect Schema: the header is on every first paint.)
 */
export function navigationOf(): readonly NavigationItem[] {
  const raw = globals().navigation;
  if (!Array.isArray(raw)) return [];
  const valid = (item: unknown): item is NavigationItem =>
    typeof item === 'object' && item !== null && ['string', 'object'].includes(typeof (item as { title?: unknown }).title);
  const clean = (items: unknown[]): NavigationItem[] =>
    items.filter(valid).map((item) => (Array.isArray(item.items) ? { ...item, items: clean(item.items as unknown[]) } : item));
  return clean(raw);
}

/** The site's language codes (the selector shows with more than one). */
export const languagesOf = (): string[] => (globals().languages ?? [{ code: 'en', name: 'English' }]).map((l) => l.code);

/** The theme toggle shows only when the colour preference is system (the default). */
export const themePreferIsSystem = (): boolean => (globals().theme?.prefer ?? 'system') === 'system';

export const toastAlertOf = (): boolean => globals().settings?.notification?.toastAlert === true;

/** The Products item's index: USE_AIGNE_THEME (AIGNE group) or else USE_ARCBLOCK_THEME (ArcBlock group). */
export function productsPlacement(): { index: number; group: 'aigne' | 'arcblock' } | null {
  const env = globals().env ?? {};
  for (const [key, group] of [['USE_AIGNE_THEME', 'aigne'], ['USE_ARCBLOCK_THEME', 'arcblock']] as const) {
    const index = Number.parseInt(env[key] ?? '', 10);
    if (Number.isInteger(index)) return { index, group };
  }
  return null;
}
