import { describe, expect, it } from 'vitest';
import { loadPart, type Part, type Texts } from './messages';
import { allParts } from './messages/all';
import { createCatalogues, type Locale } from './translate';

/** A loader over the real texts that records each fetch and resolves when the test says so. */
function fakeLoader() {
  const fetched: string[] = [];
  const waiting: (() => void)[] = [];
  let held = false;
  const load = <P extends Part>(locale: Locale, part: P): Promise<Texts<P>> => {
    fetched.push(`${locale}/${part}`);
    const texts = allParts[locale][part] as Texts<P>;
    if (!held) return Promise.resolve(texts);
    return new Promise((resolve) => waiting.push(() => resolve(texts)));
  };
  return {
    load,
    fetched,
    hold: () => void (held = true),
    release: () => {
      held = false;
      waiting.splice(0).forEach((resolve) => resolve());
    },
  };
}

describe('catalogue parts', () => {
  it('boot loads only the boot part of the active language', async () => {
    const loader = fakeLoader();
    const i18n = createCatalogues(loader.load);
    await i18n.ensureCatalogue('zh');
    expect(loader.fetched).toEqual(['zh/boot']);
    expect(i18n.translate('zh', 'common.home')).toBe('首页');
  });

  it('loads an area once, however many callers ask, and for the active language only', async () => {
    const loader = fakeLoader();
    const i18n = createCatalogues(loader.load);
    await i18n.ensureCatalogue('en');
    await Promise.all([i18n.ensureArea('billing'), i18n.ensureArea('billing')]);
    await i18n.ensureArea('billing');
    await i18n.ensureCatalogue('en');
    expect(loader.fetched).toEqual(['en/boot', 'en/billing']);
    expect(i18n.translate('en', 'billing.overdue.payNow')).toBe('Pay Now');
  });

  it('reads a key of an area not loaded yet as the key itself, and does not know it', async () => {
    const loader = fakeLoader();
    const i18n = createCatalogues(loader.load);
    await i18n.ensureCatalogue('en');
    expect(i18n.translate('en', 'sandbox.title')).toBe('sandbox.title');
    expect(i18n.isMessageKey('sandbox.title')).toBe(false);
    expect(i18n.isMessageKey('common.home')).toBe(true);
    await i18n.ensureArea('sandbox');
    expect(i18n.translate('en', 'sandbox.title')).toBe('Sandbox');
    expect(i18n.isMessageKey('sandbox.title')).toBe(true);
  });

  it('switching language loads the new boot part and every area in use before it resolves', async () => {
    const loader = fakeLoader();
    const i18n = createCatalogues(loader.load);
    await i18n.ensureCatalogue('en');
    await i18n.ensureArea('billing');
    loader.hold();
    let switched = false;
    const switching = i18n.ensureCatalogue('zh').then(() => (switched = true));
    await Promise.resolve();
    expect(switched).toBe(false);
    expect(loader.fetched).toEqual(['en/boot', 'en/billing', 'zh/boot', 'zh/billing']);
    loader.release();
    await switching;
    expect(i18n.translate('zh', 'common.home')).toBe('首页');
    expect(i18n.translate('zh', 'billing.overdue.payNow')).toBe('立即支付');
    // The sandbox area was never asked for: it stays out of both languages.
    expect(loader.fetched).not.toContain('zh/sandbox');
  });

  it('an area asked for during a switch loads for both languages', async () => {
    const loader = fakeLoader();
    const i18n = createCatalogues(loader.load);
    await i18n.ensureCatalogue('en');
    loader.hold();
    const switching = i18n.ensureCatalogue('zh');
    const area = i18n.ensureArea('sandbox');
    loader.release();
    await Promise.all([switching, area]);
    expect(loader.fetched.sort()).toEqual(['en/boot', 'en/sandbox', 'zh/boot', 'zh/sandbox']);
    expect(i18n.translate('en', 'sandbox.title')).toBe('Sandbox');
    expect(i18n.translate('zh', 'sandbox.title')).toBe('沙盒');
  });

  it('an area asked for before any language loads with the first one', async () => {
    const loader = fakeLoader();
    const i18n = createCatalogues(loader.load);
    await i18n.ensureArea('sandbox');
    expect(loader.fetched).toEqual([]);
    await i18n.ensureCatalogue('zh');
    expect(loader.fetched).toEqual(['zh/boot', 'zh/sandbox']);
  });

  it('falls back to English only when English is loaded', async () => {
    const partial = { ...allParts.zh.boot } as Partial<Texts<'boot'>>;
    delete partial['common.home'];
    const load = <P extends Part>(locale: Locale, part: P) =>
      Promise.resolve((locale === 'zh' && part === 'boot' ? partial : allParts[locale][part]) as Texts<P>);
    const i18n = createCatalogues(load);
    await i18n.ensureCatalogue('zh');
    expect(i18n.translate('zh', 'common.home')).toBe('common.home');
    await i18n.ensureCatalogue('en');
    expect(i18n.translate('zh', 'common.home')).toBe('Home');
  });

  it('forgets a failed fetch, so the next call tries again', async () => {
    let fail = true;
    const fetched: string[] = [];
    const load = <P extends Part>(locale: Locale, part: P) => {
      fetched.push(`${locale}/${part}`);
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve(allParts[locale][part] as Texts<P>);
    };
    const i18n = createCatalogues(load);
    await expect(i18n.ensureCatalogue('en')).rejects.toThrow('offline');
    fail = false;
    await i18n.ensureCatalogue('en');
    expect(fetched).toEqual(['en/boot', 'en/boot']);
    expect(i18n.translate('en', 'common.home')).toBe('Home');
  });

  it('registered parts are never fetched', async () => {
    const loader = fakeLoader();
    const i18n = createCatalogues(loader.load);
    i18n.registerCatalogue('en', allParts.en);
    await i18n.ensureCatalogue('en');
    await i18n.ensureArea('billing');
    expect(loader.fetched).toEqual([]);
    expect(i18n.translate('en', 'billing.overdue.payNow')).toBe('Pay Now');
  });

  it('the app loader fetches each part of each language from its own module', async () => {
    for (const locale of ['en', 'zh'] as const) {
      for (const part of Object.keys(allParts[locale]) as Part[]) expect(await loadPart(locale, part)).toBe(allParts[locale][part]);
    }
  });
});
