import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '@domain/model';
import { sandboxShellGlobals } from './platform-globals';

// Every in-app link of the sandbox's navigation model leads to a page that exists. The store's
// catch-all (`/store/$`, which redirects to /store) does not count: a link that only it matches
// was a typo or a page that moved (the header once linked /developer/blocklets, a 404).
const routeFile = readFileSync(new URL('../../../routes/routeTree.gen.ts', import.meta.url), 'utf8');
const fullPaths = [...(routeFile.match(/export interface FileRoutesByFullPath \{([^}]*)\}/)?.[1] ?? '').matchAll(/'([^']+)':/g)]
  .map((match) => match[1]!)
  .filter((path) => !path.endsWith('/$'));
const pattern = (path: string) =>
  new RegExp(`^${path.replace(/\/$/, '').replace(/\$[\w]+/g, '[^/]+') || '/'}/?$`);

// A link is one address or one per language.
const links = (items: ReadonlyArray<NavigationItem>): string[] =>
  items.flatMap((item) => [
    ...(typeof item.link === 'string' ? [item.link] : Object.values(item.link ?? {})),
    ...links(item.items ?? []),
  ]);

describe('sandbox navigation model', () => {
  it('reads the route tree', () => expect(fullPaths.length).toBeGreaterThan(20));

  const internal = links(sandboxShellGlobals().navigation).filter((link) => link.startsWith('/'));
  it.each(internal)('%s is a page of the app', (link) => {
    const path = new URL(link, 'http://app.test').pathname;
    expect(fullPaths.some((route) => pattern(route).test(path)), `no route for ${path}`).toBe(true);
  });
});
