// The blocklet platform injects these globals into every page it serves. The sandbox installs a
// look-alike set (adapters/sandbox/platform.ts) so that both modes go through the same code.

/** The DID under which the Payment Kit component is mounted on a blocklet server. */
export const PAYMENT_KIT_DID = 'z2qaCNvKMv5GjouKdcDWexv6WqtHbpNPQDnAk';

export interface ComponentMountPoint {
  did: string;
  name?: string;
  title?: string;
  mountPoint: string;
}

export interface BlockletGlobals {
  appName?: string;
  appUrl?: string;
  prefix?: string;
  languages?: { code: string; name: string }[];
  componentMountPoints?: ComponentMountPoint[];
}

export interface PlatformGlobals {
  blocklet?: BlockletGlobals;
  /** Cross-origin override: the full base URL of a Payment Kit on another origin. */
  __PAYMENT_KIT_BASE_URL?: string;
  /** Token for calls made on behalf of a user from another origin. */
  __PAYMENT_KIT_AUTH_TOKEN?: string;
}

export const platformGlobals = (): PlatformGlobals =>
  (typeof window === 'undefined' ? globalThis : window) as unknown as PlatformGlobals;
