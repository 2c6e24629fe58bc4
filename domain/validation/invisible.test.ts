import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacter, validateName, withoutInvisible } from './index';

describe('a name of only invisible characters is empty', () => {
  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['zero-width joiner and non-joiner', '\u200d\u200c'],
    ['byte-order mark', '\ufeff'],
    ['word joiner and bidi marks', '\u2060\u200e\u200f'],
    ['Hangul filler', '\u3164'],
    ['braille blank', '\u2800'],
    ['no-break and ideographic spaces', '\u00a0\u3000'],
    ['soft hyphen', '\u00ad'],
    ['tag characters', '\u{e0041}\u{e0042}'],
    ['a mix with plain spaces', ' \u200b \u2060 '],
  ])('%s → required', (_name, value) => {
    expect(validateName(value)).toMatchObject({ ok: false, key: 'validation.required' });
  });

  it.each([
    ['a C1 control (next line)', '\u0085'],
    ['the combining grapheme joiner', '\u034f'],
    ['the Arabic letter mark', '\u061c'],
    ['the Hangul choseong filler', '\u115f'],
    ['the Ogham space mark', '\u1680'],
    ['a Khmer inherent vowel', '\u17b4'],
    ['the Mongolian vowel separator', '\u180e'],
    ['the line separator', '\u2028'],
    ['a variation selector', '\ufe0f'],
    ['the halfwidth Hangul filler', '\uffa0'],
    ['an unassigned code point of the Specials block', '\ufff0'],
    ['an en quad', '\u2000'],
    ['the ideographic space', '\u3000'],
    ['the no-break space', '\u00a0'],
    ['a tab', '\t'],
  ])('finds %s', (_name, char) => {
    expect(hasInvisibleCharacter(`Ada${char}`)).toBe(true);
    expect(withoutInvisible(`A${char}da`)).toBe('Ada');
  });

  it('keeps a real name with a zero-width joiner inside (emoji, scripts)', () => {
    expect(validateName('Ali\u200dce').ok).toBe(true);
    expect(validateName('王小明').ok).toBe(true);
  });

  it('finds and strips invisible characters', () => {
    expect(hasInvisibleCharacter('a\u200bb')).toBe(true);
    expect(hasInvisibleCharacter('plain text')).toBe(false);
    expect(withoutInvisible('a\u200bb\ufeff')).toBe('ab');
  });
});
