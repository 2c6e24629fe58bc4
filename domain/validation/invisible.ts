/**
 * Characters that show as nothing: C0 and C1 controls, DEL, Unicode spaces other than the plain
 * one, zero-width and joiner characters, bidi marks, variation selectors, fillers and tags. A
 * name made only of these is empty (it would show as a blank name); a URL holding one is not trusted (navigation).
 */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x1f], [0x7f, 0x9f], [0xa0, 0xa0], [0xad, 0xad], [0x34f, 0x34f], [0x61c, 0x61c],
  [0x115f, 0x1160], [0x1680, 0x1680], [0x17b4, 0x17b5], [0x180e, 0x180e], [0x2000, 0x200f],
  [0x2028, 0x202f], [0x205f, 0x206f], [0x2800, 0x2800], [0x3000, 0x3000], [0x3164, 0x3164],
  [0xfe00, 0xfe0f], [0xfeff, 0xfeff], [0xffa0, 0xffa0], [0xfff0, 0xfff8], [0xe0000, 0xe007f],
];

const isInvisible = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to);
};

/** True when `text` holds at least one invisible character. */
export const hasInvisibleCharacter = (text: string): boolean => [...text].some(isInvisible);

/** `text` without its invisible characters. */
export const withoutInvisible = (text: string): string => [...text].filter((char) => !isInvisible(char)).join('');
