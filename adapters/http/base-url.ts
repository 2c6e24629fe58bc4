import { PAYMENT_KIT_DID, type PlatformGlobals } from './platform-globals';

const joinPath = (...parts: string[]) =>
  '/' +
  parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');

/**
 * Where the Payment Kit API lives. An explicit override (another origin) wins; otherwise the
 * payment component's mount point, which the platform reports relative to the site root.
 * Returns a prefix without a trailing slash ('' means the site root).
 */
export function resolveApiBase(globals: PlatformGlobals): string {
  const override = globals.__PAYMENT_KIT_BASE_URL?.trim();
  if (override) return override.replace(/\/+$/, '');
  const mount = globals.blocklet?.componentMountPoints?.find((point) => point.did === PAYMENT_KIT_DID);
  const path = joinPath(mount?.mountPoint ?? globals.blocklet?.prefix ?? '/');
  return path === '/' ? '' : path;
}
