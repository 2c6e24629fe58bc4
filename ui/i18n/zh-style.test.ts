// Chinese in one register (您, never 你) and with full-width punctuation next to Chinese.
import { describe, expect, it } from 'vitest';
import { allParts } from './messages/all';

const entries = Object.values(allParts.zh).flatMap((texts) => Object.entries(texts as Record<string, string>));
const CJK = '\\u4e00-\\u9fff';
// A half-width , ; : ! ? ( ) touching a Chinese character.
const HALF_WIDTH_BESIDE_CHINESE = new RegExp(`[${CJK}][,;:!?()]|[,;:!?()][${CJK}]`);

describe('Chinese texts', () => {
  it('address the reader as 您', () => {
    expect(entries.filter(([, text]) => text.includes('你')).map(([key]) => key)).toEqual([]);
  });

  it('use full-width punctuation beside Chinese characters', () => {
    expect(entries.filter(([, text]) => HALF_WIDTH_BESIDE_CHINESE.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
