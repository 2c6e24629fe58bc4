// One build at '/' and under the platform's mount (issue 29, item 2): the mount computed from
// window.blocklet (adapters/http/mount-path.ts) and by index.html's own first script (it cannot
// import) agree; the build writes its entry tags after the <base>; the stand-in server
// (scripts/serve-mounted.mjs) serves the app under the prefix only.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mountPath, routerBasepath, underMount } from '../adapters/http/mount-path';
import type { PlatformGlobals } from '../adapters/http/platform-globals';
import { writeEntryTagsAfterBase } from '../scripts/vite-mount-base';
// @ts-expect-error -- a plain .mjs test tool
import { serveMounted } from '../scripts/serve-mounted.mjs';

const PREFIXES: Array<[string | undefined, string]> = [
  [undefined, '/'],
  ['/', '/'],
  ['', '/'],
  ['/payment/', '/payment/'],
  ['/payment', '/payment/'],
  ['payment', '/payment/'],
  [' /shop/payment// ', '/shop/payment/'],
];
const globals = (prefix: string | undefined): PlatformGlobals => (prefix === undefined ? {} : { blocklet: { prefix } });

describe('mountPath', () => {
  it.each(PREFIXES)('prefix %j → %s', (prefix, mount) => {
    expect(mountPath(globals(prefix))).toBe(mount);
  });

  it('gives the router its basepath and hrefs their mount', () => {
    expect(routerBasepath(globals('/payment/'))).toBe('/payment');
    expect(routerBasepath(globals(undefined))).toBe('/');
    expect(underMount('/customer/invoice/in_1?action=pay', globals('/payment/'))).toBe('/payment/customer/invoice/in_1?action=pay');
    expect(underMount('/customer', globals(undefined))).toBe('/customer');
  });

  it('is what index.html’s first script writes as <base href>', () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const line = /var mount = [^\n]+/.exec(html)?.[0];
    expect(line).toBeDefined();
    for (const [prefix, mount] of PREFIXES) {
      const window = { blocklet: prefix === undefined ? undefined : { prefix } };
      const href = new Function('window', `${line}\nreturn mount ? '/' + mount + '/' : '/';`)(window) as string;
      expect(href, `prefix ${JSON.stringify(prefix)}`).toBe(mount);
    }
  });
});

describe('writeEntryTagsAfterBase', () => {
  const built = [
    '<head><script>/* base */</script>',
    '<script type="module" crossorigin src="./assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="./assets/runtime-1.js">',
    '<link rel="stylesheet" crossorigin href="./assets/index-1.css">',
    '<link rel="icon" href="data:x" /></head>',
  ].join('\n');

  it('leaves no relative entry tag for the preload scanner and writes them all, in order, where the first was', () => {
    const html = writeEntryTagsAfterBase(built);
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="\.\//);
    const written = /document\.write\(("[^\n]*")\);<\/script>/.exec(html)?.[1];
    expect(JSON.parse(written!)).toBe(
      '<script type="module" crossorigin src="./assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="./assets/runtime-1.js">\n<link rel="stylesheet" crossorigin href="./assets/index-1.css">',
    );
    expect(html.indexOf('/* base */')).toBeLessThan(html.indexOf('document.write'));
    expect(html).toContain('<link rel="icon" href="data:x" />');
    // The written markup holds no literal '</script>' that would end the inline script early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('leaves an HTML without relative entry tags (the dev server’s) alone', () => {
    const dev = '<head><script type="module" src="/main.tsx"></script></head>';
    expect(writeEntryTagsAfterBase(dev)).toBe(dev);
  });
});

describe('serveMounted', () => {
  it('serves the app under the prefix with window.blocklet first in <head>, deep routes as the app, nothing outside', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mounted-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
    writeFileSync(join(dist, 'assets', 'a.js'), 'export {};');
    const port = 4900 + Math.floor(Math.random() * 90);
    const { server, url } = await serveMounted({ distDir: dist, prefix: 'payment', port });
    try {
      expect(url).toBe(`http://127.0.0.1:${port}/payment/`);
      const deep = await fetch(`${url}customer/invoice/in_1`);
      expect(deep.status).toBe(200);
      const page = await deep.text();
      const injected = /<head><script>window\.blocklet = (.*?);<\/script>/.exec(page)?.[1];
      const blocklet = JSON.parse(injected!) as { prefix: string; componentMountPoints: Array<{ name: string; mountPoint: string }> };
      expect(blocklet.prefix).toBe('/payment/');
      expect(blocklet.componentMountPoints.map((point) => [point.name, point.mountPoint])).toEqual([
        ['payment-kit', '/payment/'],
        ['blocklet-store', '/store/'],
      ]);
      const asset = await fetch(`${url}assets/a.js`);
      expect([asset.status, asset.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
      expect((await fetch(`${url}assets/missing.js`)).status).toBe(404);
      expect((await fetch(`${url}../index.html`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/customer/invoice/in_1`)).status).toBe(404);
      const bare = await fetch(`http://127.0.0.1:${port}/payment`, { redirect: 'manual' });
      expect([bare.status, bare.headers.get('location')]).toEqual([308, '/payment/']);
    } finally {
      server.close();
    }
  });
});
