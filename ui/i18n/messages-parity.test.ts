import { describe, expect, it } from 'vitest';
import type { Part } from './messages';
import { allParts, AREAS } from './messages/all';
import { ensureArea, ensureCatalogue, translate, toLocale } from './translate';

import indexSource from './messages/index.ts?raw';

type TextFile = Record<string, Readonly<Record<string, string>>>;
// Every text file of each language (areas, the boot index and the boot pieces), so a file left
// out of its part (or of one language) fails.
const files = {
  en: import.meta.glob<TextFile>(['./messages/en/*.ts', './messages/en/boot/*.ts'], { eager: true }),
  zh: import.meta.glob<TextFile>(['./messages/zh/*.ts', './messages/zh/boot/*.ts'], { eager: true }),
};
/** 'billing' for an area, 'boot/common' for a boot piece, 'index' for the boot part. */
const fileName = (path: string) => path.replace(/^\.\/messages\/(en|zh)\//, '').replace(/\.ts$/, '');
const textsOf = (module: TextFile) => {
  const exported = Object.values(module);
  expect(exported).toHaveLength(1); // one area per file
  return exported[0]!;
};
const parts = Object.keys(allParts.en) as Part[];

describe('i18n catalogues', () => {
  it('has the same text files in both languages', () => {
    expect(Object.keys(files.zh).map(fileName).sort()).toEqual(Object.keys(files.en).map(fileName).sort());
  });

  it('has every part in both languages: the boot part and each lazily loaded area', () => {
    const areaFiles = Object.keys(files.en).map(fileName).filter((name) => name !== 'index' && !name.startsWith('boot/'));
    expect([...AREAS].sort()).toEqual(areaFiles.sort());
    expect(parts.sort()).toEqual(['boot', ...AREAS].sort());
    expect(Object.keys(allParts.zh).sort()).toEqual(parts);
  });

  it('gives every area its keys\' type (its line in messages/index.ts)', () => {
    for (const area of AREAS) {
      expect(indexSource, area).toContain(`import type { ${area} } from './en/${area}';`);
      expect(indexSource, area).toContain(`  ${area}: typeof ${area};`);
    }
  });

  for (const locale of ['en', 'zh'] as const) {
    it(`puts every ${locale} file in exactly one part, and no key in two files`, () => {
      const bootFiles = Object.entries(files[locale]).filter(([path]) => fileName(path).startsWith('boot/'));
      const bootKeys = bootFiles.flatMap(([, module]) => Object.keys(textsOf(module)));
      expect(new Set(bootKeys).size, 'a key defined in two boot files').toBe(bootKeys.length);
      expect(Object.keys(allParts[locale].boot).sort()).toEqual(bootKeys.sort());
      for (const area of AREAS) {
        const module = files[locale][`./messages/${locale}/${area}.ts`];
        expect(module, `${locale}/${area}.ts`).toBeDefined();
        expect(textsOf(module!)).toEqual(allParts[locale][area]);
      }
      const allKeys = parts.flatMap((part) => Object.keys(allParts[locale][part]));
      expect(new Set(allKeys).size, 'a key in two parts').toBe(allKeys.length);
    });
  }

  for (const part of parts) {
    describe(`part ${part}`, () => {
      const en: Readonly<Record<string, string>> = allParts.en[part];
      const zh: Readonly<Record<string, string>> = allParts.zh[part];

      it('has every English key in Chinese and no Chinese-only key', () => {
        expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
      });

      it('has no empty text', () => {
        for (const [key, text] of [...Object.entries(en), ...Object.entries(zh)]) expect(text.trim(), key).not.toBe('');
      });

      it('uses the same placeholders in both languages', () => {
        const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        for (const key of Object.keys(en)) expect(placeholders(zh[key] ?? ''), key).toEqual(placeholders(en[key]!));
      });
    });
  }

  it('loads the catalogue and areas on demand', async () => {
    await ensureCatalogue('zh');
    await ensureArea('billing');
    expect(translate('zh', 'common.home')).toBe('首页');
    expect(translate('zh', 'billing.overdue.payNow')).toBe('立即支付');
  });

  it('fills placeholders and maps platform locales', () => {
    expect(translate('en', 'error.decode', { detail: 'id' })).toBe('The server sent an answer this page cannot read (id).');
    expect(toLocale('zh-CN')).toBe('zh');
    expect(toLocale('tw')).toBe('zh');
    expect(toLocale('ja')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});
