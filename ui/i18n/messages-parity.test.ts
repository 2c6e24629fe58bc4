import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { zh } from './messages/zh';
import { ensureCatalogue, translate, toLocale } from './translate';

describe('i18n catalogues', () => {
  it('has every English key in Chinese and no Chinese-only key', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty text', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(zh)]) expect(text.trim(), key).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(zh[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('loads a catalogue on demand', async () => {
    await ensureCatalogue('zh');
    expect(translate('zh', 'common.home')).toBe('首页');
  });

  it('fills placeholders and maps platform locales', () => {
    expect(translate('en', 'error.decode', { detail: 'id' })).toBe('The server sent an answer this page cannot read (id).');
    expect(toLocale('zh-CN')).toBe('zh');
    expect(toLocale('tw')).toBe('zh');
    expect(toLocale('ja')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});
