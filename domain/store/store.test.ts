import { describe, expect, it } from 'vitest';
import {
  readStoreQuery,
  storeQueryToSearch,
  validateAppName,
  validateBlockReason,
  validateCategoryName,
  validateRemark,
  validateTokenName,
  validateVersion,
} from '@domain/store';

describe('store form rules (docs/spec/shell-store-and-tables.md §5)', () => {
  it.each([
    ['', 'storeForm.nameRequired'],
    ['   ', 'storeForm.nameRequired'],
    ['x'.repeat(33), 'storeForm.nameTooLong'],
    ['has space', 'storeForm.nameFormat'],
    ['dot.name', 'storeForm.nameFormat'],
    ['at@home', 'storeForm.nameFormat'],
    ['名字', 'storeForm.nameFormat'],
  ])('refuses app name %j with %s', (value, key) => {
    expect(validateAppName(value)).toMatchObject({ ok: false, key });
  });

  it('says why, in words, for each refusal (the limit as a parameter where there is one)', () => {
    expect(validateAppName(' ')).toStrictEqual({ ok: false, key: 'storeForm.nameRequired', message: 'Name is required' });
    expect(validateAppName('x'.repeat(33))).toStrictEqual({ ok: false, key: 'storeForm.nameTooLong', params: { max: 32 }, message: 'Blocklet name is too long' });
    expect(validateAppName('dot.name')).toStrictEqual({ ok: false, key: 'storeForm.nameFormat', message: 'Name contains only letters (a-zA-Z), digits (0-9), - and _' });
    expect(validateCategoryName(' ')).toStrictEqual({ ok: false, key: 'storeForm.categoryNameRequired', message: 'Name is required' });
    expect(validateTokenName('x'.repeat(51))).toStrictEqual({ ok: false, key: 'storeForm.tooLong', params: { max: 50 }, message: 'Input a maximum of 50 characters' });
    expect(validateVersion('1.2')).toStrictEqual({ ok: false, key: 'storeForm.versionFormat', message: 'The version must look like x.x.x' });
  });

  // Digits too (docs/store.md: the real store's names have them; the spec lists only letters).
  it.each(['my-app', 'My_App', 'x'.repeat(32), '  trimmed  ', 'digits1', 'ai-2048', '2048'])('accepts app name %j', (value) => {
    expect(validateAppName(value)).toEqual({ ok: true, value: value.trim() });
  });

  it('requires an access-token name of at most 50 characters', () => {
    expect(validateTokenName(' ')).toMatchObject({ ok: false, key: 'storeForm.tokenNameRequired', message: 'Remark is required' });
    expect(validateTokenName('x'.repeat(51))).toMatchObject({ ok: false, key: 'storeForm.tooLong', params: { max: 50 } });
    expect(validateTokenName(' CI ')).toEqual({ ok: true, value: 'CI' });
  });

  it('requires category names of at most 40 characters', () => {
    expect(validateCategoryName('')).toMatchObject({ ok: false, key: 'storeForm.categoryNameRequired' });
    expect(validateCategoryName('x'.repeat(41))).toMatchObject({ ok: false, params: { max: 40 } });
    expect(validateCategoryName('Games')).toEqual({ ok: true, value: 'Games' });
  });

  it('allows an empty remark or block reason within their limits', () => {
    expect(validateRemark('')).toEqual({ ok: true, value: '' });
    expect(validateBlockReason('   ')).toEqual({ ok: true, value: '' });
    expect(validateRemark(' beta testers ')).toEqual({ ok: true, value: 'beta testers' });
    expect(validateRemark('x'.repeat(101))).toMatchObject({ ok: false, params: { max: 100 } });
    expect(validateBlockReason('x'.repeat(255))).toMatchObject({ ok: true });
    expect(validateBlockReason('x'.repeat(256))).toMatchObject({ ok: false, params: { max: 255 } });
  });

  it('wants versions like x.x.x', () => {
    expect(validateVersion(' 1.2.3 ')).toEqual({ ok: true, value: '1.2.3' });
    expect(validateVersion('1.2')).toMatchObject({ ok: false, key: 'storeForm.versionFormat' });
    expect(validateVersion('10.20.300')).toEqual({ ok: true, value: '10.20.300' });
    for (const version of ['v1.2.3', '1.2.3-beta', '1.2.3.4', '1..3', 'x.y.z']) {
      expect(validateVersion(version)).toMatchObject({ ok: false, key: 'storeForm.versionFormat' });
    }
  });
});

describe('store list query', () => {
  it('reads defaults and ignores unknown values', () => {
    expect(readStoreQuery({})).toEqual({ keyword: '', category: '', price: '', sort: 'popularity', page: 1 });
    // The default order, by popularity: most downloaded first.
    expect(storeQueryToSearch(readStoreQuery({}))).toMatchObject({ sortBy: 'stats.downloads', sortDirection: 'desc' });
    expect(readStoreQuery({ sort: 'weird', price: 'cheap', page: '-2', keyword: 7 })).toEqual({ keyword: '7', category: '', price: '', sort: 'popularity', page: 1 });
    expect(readStoreQuery({ keyword: 'x'.repeat(600) }).keyword).toHaveLength(500);
  });

  it('maps sorts and filters to the API parameters', () => {
    expect(storeQueryToSearch(readStoreQuery({ keyword: 'chat', category: 'cat_ai', price: 'free', sort: 'name', page: 2 }))).toEqual({
      keyword: 'chat',
      category: 'cat_ai',
      price: 'free',
      sortBy: 'title',
      sortDirection: 'asc',
      page: 2,
      pageSize: 18,
    });
    expect(storeQueryToSearch(readStoreQuery({ sort: 'latest', price: 'payment' }), 10)).toEqual({ price: 'payment', sortBy: 'lastPublishedAt', sortDirection: 'desc', page: 1, pageSize: 10 });
  });
});
