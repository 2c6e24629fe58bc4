import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayRange, formatDate, toDate, toDateLocale } from '@domain/display';

// Local-time inputs keep these tests independent of the machine's time zone.
const local = new Date(2025, 0, 15, 10, 5, 3);

describe('formatDate (docs/spec/checkout-and-billing.md §9: default YYYY-MM-DD HH:mm:ss; a missing date shows "-")', () => {
  it.each<[string, Parameters<typeof formatDate>[0], string]>([
    ['Date', local, '2025-01-15 10:05:03'],
    ['unix seconds', local.getTime() / 1000, '2025-01-15 10:05:03'],
    ['milliseconds', local.getTime(), '2025-01-15 10:05:03'],
    ['digits string of seconds', String(local.getTime() / 1000), '2025-01-15 10:05:03'],
    ['ISO string', local.toISOString(), '2025-01-15 10:05:03'],
    ['digits string with spaces', ` ${local.getTime() / 1000} `, '2025-01-15 10:05:03'],
    ['date and time string', '2025-01-15 10:05:03', '2025-01-15 10:05:03'],
    ['undefined', undefined, '-'],
    ['null', null, '-'],
    ['empty string', '', '-'],
    ['garbage', 'not a date', '-'],
  ])('%s', (_name, value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('takes another pattern', () => {
    expect(formatDate(local, 'YYYY/MM/DD')).toBe('2025/01/15');
  });

  it('uses Chinese month names for zh and tw, English otherwise', () => {
    expect(formatDate(local, 'MMMM', 'zh')).toBe('一月');
    expect(formatDate(local, 'MMMM', 'tw')).toBe('一月');
    expect(formatDate(local, 'MMMM', 'ja')).toBe('January');
    expect(formatDate(local, 'MMMM')).toBe('January');
  });

  it('formats lll per locale', () => {
    expect(formatDate(local, 'lll', 'en')).toBe('Jan 15, 2025 10:05 AM');
    expect(formatDate(local, 'lll', 'zh-CN')).toBe('2025年1月15日 10:05');
  });

  it('reads 1e11 and above as milliseconds (1973), below as seconds', () => {
    expect(toDate(1e11)?.getTime()).toBe(1e11);
    expect(toDate(1e11 - 1)?.getTime()).toBe((1e11 - 1) * 1000);
  });

  it('reads every second of 1970–2100 back to the same instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4102444800 }), (seconds) => {
        expect(toDate(seconds)?.getTime()).toBe(seconds * 1000);
      }),
    );
  });
});

describe('toDateLocale (docs/spec/checkout-and-billing.md §9: zh and tw map to Chinese for dates)', () => {
  it.each<[string | undefined | null, 'en' | 'zh']>([
    ['zh', 'zh'],
    ['tw', 'zh'],
    ['zh-TW', 'zh'],
    ['zh-CN', 'zh'],
    ['zh_cn', 'zh'],
    ['ZH', 'zh'],
    ['en', 'en'],
    ['ja', 'en'],
    ['zhx', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ])('%s → %s', (input, expected) => {
    expect(toDateLocale(input)).toBe(expected);
  });
});

describe('dayRange (docs/spec/shell-store-and-tables.md §5: start 00:00:00, end 23:59:59 of the chosen day)', () => {
  it('spans whole days', () => {
    const range = dayRange(new Date(2025, 0, 1, 15, 30), new Date(2025, 0, 31, 8));
    expect(formatDate(range?.start)).toBe('2025-01-01 00:00:00');
    expect(formatDate(range?.end)).toBe('2025-01-31 23:59:59');
    expect(range?.endSeconds).toBe(new Date(2025, 0, 31, 23, 59, 59).getTime() / 1000);
    expect(range?.startSeconds).toBe(new Date(2025, 0, 1).getTime() / 1000);
  });

  it('puts reversed days in order and allows one day', () => {
    const range = dayRange(new Date(2025, 1, 2), new Date(2025, 1, 1));
    expect(formatDate(range?.start)).toBe('2025-02-01 00:00:00');
    expect(formatDate(range?.end)).toBe('2025-02-02 23:59:59');
    const single = dayRange(local, local);
    expect(formatDate(single?.start)).toBe('2025-01-15 00:00:00');
    expect(formatDate(single?.end)).toBe('2025-01-15 23:59:59');
  });

  it('is undefined when a bound is missing', () => {
    expect(dayRange(undefined, local)).toBeUndefined();
    expect(dayRange(local, 'bad')).toBeUndefined();
    expect(dayRange('2025-02-30', '2025-03-01')).toBeUndefined();
    // No such day or month, a two-digit year (JavaScript would read 0050 as 1950), text around a day.
    for (const day of ['2025-04-31', '2025-01-32', '2025-03-00', '2025-13-01', '2025-00-10', '0050-01-01', 'x2025-03-10']) {
      expect(dayRange(day, '2025-03-01')).toBeUndefined();
    }
  });

  // A date-only string is the chosen calendar day where the user is, not UTC midnight (which is
  // the day before everywhere behind UTC).
  it.each(['America/Los_Angeles', 'America/Sao_Paulo', 'UTC', 'Asia/Shanghai', 'Pacific/Kiritimati'])(
    'reads a date-only day as that calendar day in %s',
    (zone) => {
      const previous = process.env.TZ;
      process.env.TZ = zone;
      try {
        const range = dayRange('2025-03-10', '2025-03-12');
        expect(formatDate(range?.start)).toBe('2025-03-10 00:00:00');
        expect(formatDate(range?.end)).toBe('2025-03-12 23:59:59');
        expect(range?.startSeconds).toBe(new Date(2025, 2, 10).getTime() / 1000);
      } finally {
        if (previous === undefined) delete process.env.TZ;
        else process.env.TZ = previous;
      }
    },
  );

  it('reads a date with a time as the moment it is: its day where the user is', () => {
    // Midnight at UTC+14 is still the 9th from UTC−10 to UTC+13: not the day its text begins with.
    // (Expected from the machine's own zone: changing TZ inside a test does not reach every runner.)
    const moment = '2025-03-10T00:00:00+14:00';
    const start = dayRange(moment, moment)?.start;
    expect(formatDate(start)).toBe(`${formatDate(new Date(moment), 'YYYY-MM-DD')} 00:00:00`);
  });

  it('always starts before it ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4102444800 }), fc.integer({ min: 0, max: 4102444800 }), (a, b) => {
        const range = dayRange(a, b);
        expect(range && range.start.getTime() < range.end.getTime()).toBe(true);
      }),
    );
  });
});
