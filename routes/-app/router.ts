import { createRouter } from '@tanstack/react-router';
import { routerBasepath } from '@adapters/http/mount-path';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from './context';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // Served under the platform's mount ('/payment/') or at '/': the same build, decided at run time.
    basepath: routerBasepath(),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
