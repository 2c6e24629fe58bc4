// Where this app is mounted on its origin. On a Blocklet Server every component is served under a
// prefix the platform injects at run time (`window.blocklet.prefix`, e.g. '/payment/'); the same
// build served by itself (vite preview, the sandbox) has no platform and sits at '/'. Everything
// that writes a path of its own (the router's basepath, in-app hrefs, the sandbox's service
// worker and its scope, the HTML's <base>) reads it here, so nothing hard-codes the root.
// index.html's first inline script repeats `mountPath` for the <base> it writes before any
// asset loads (it cannot import): keep the two in step (test/mount-prefix.test.ts checks it).
import { platformGlobals, type PlatformGlobals } from './platform-globals';

/** The mount as a directory path: '/payment/' for a prefix 'payment', '/payment' or '/payment/'; '/' without one. */
export function mountPath(globals: PlatformGlobals = platformGlobals()): string {
  const trimmed = (globals.blocklet?.prefix ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The router's basepath: the mount without its trailing slash ('/' at the root). */
export function routerBasepath(globals: PlatformGlobals = platformGlobals()): string {
  const mount = mountPath(globals);
  return mount === '/' ? '/' : mount.slice(0, -1);
}

/** An app path ('/customer/invoice/x?y') as the browser sees it under the mount ('/payment/customer/invoice/x?y'). */
export function underMount(appPath: string, globals: PlatformGlobals = platformGlobals()): string {
  return mountPath(globals) + appPath.replace(/^\/+/, '');
}
