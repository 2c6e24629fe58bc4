// The look-alike of what a blocklet server injects into its pages, so that the app resolves its
// API base ('/payment-kit') exactly as it would on a real platform.
import { PAYMENT_KIT_DID, type BlockletGlobals } from '../http/platform-globals';
import { sandboxShellGlobals } from './shell/platform-globals';

export const SANDBOX_API_BASE = '/payment-kit';
export const SANDBOX_APP_PID = 'zNKsandboxAppPidXXXXXXXXXXXXXXXXXXX';

export function sandboxBlockletGlobals(origin: string): BlockletGlobals & Record<string, unknown> {
  return {
    appName: 'Sandbox Shop',
    appUrl: origin,
    appPid: SANDBOX_APP_PID,
    appId: SANDBOX_APP_PID,
    prefix: '/',
    languages: [
      { code: 'en', name: 'English' },
      { code: 'zh', name: '简体中文' },
    ],
    componentMountPoints: [
      { did: PAYMENT_KIT_DID, name: 'payment-kit', title: 'Payment Kit', mountPoint: SANDBOX_API_BASE },
    ],
    ...sandboxShellGlobals(),
  };
}

/** Installs the globals unless a real platform already did (then the sandbox is not used). */
export function installPlatformGlobals(target: { blocklet?: unknown; location: { origin: string } }): void {
  if (target.blocklet) return;
  target.blocklet = sandboxBlockletGlobals(target.location.origin);
}
