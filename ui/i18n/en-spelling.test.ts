// One spelling of "cancelled" in the English texts (British, as the rest).
import { describe, expect, it } from 'vitest';
import { allParts } from './messages/all';

const entries = Object.values(allParts.en).flatMap((texts) => Object.entries(texts as Record<string, string>));

describe('English texts', () => {
  it('spell "cancelled" / "cancelling" one way', () => {
    expect(entries.filter(([, text]) => /\bcancel(ed|ing)\b/i.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    expect(entries.some(([, text]) => /\bcancelled\b/i.test(text))).toBe(true);
  });
});
