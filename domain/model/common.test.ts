// The building blocks every schema of domain/model is made of. Imported from their own module
// (not the index): a broken helper fails these tests instead of the import of every schema.
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { DecimalString, LocalizedText, Metadata, Paginated, TimeValue, UnitAmount, maybe, metadataWith } from './common';
import { decode } from './decode';

describe('DecimalString', () => {
  it.each([
    ['a string as is', '12.5', '12.5'],
    ['an integer number as its digits', 10, '10'],
    ['a fractional number as its digits', 0.25, '0.25'],
    ['zero', 0, '0'],
    ['an amount beyond 2^53 sent as a string, digit for digit', '123456789012345678901234567890', '123456789012345678901234567890'],
  ])('reads %s', (_name, sent, read) => {
    expect(decode(DecimalString, sent)).toEqual({ ok: true, value: read });
  });

  it('refuses anything but a string or a number', () => {
    expect(decode(DecimalString, true)).toEqual({ ok: false, path: '', message: 'Expected string | number' });
  });

  it('is stored as the string it was read as, and read back the same', () => {
    const stored = Schema.encodeUnknownSync(DecimalString)('0.25');
    expect(stored).toBe('0.25');
    expect(decode(DecimalString, stored)).toEqual({ ok: true, value: '0.25' });
  });
});

describe('UnitAmount', () => {
  it('is a string on the wire; a number is refused, never read as a float', () => {
    expect(decode(UnitAmount, '1000000000000000000')).toEqual({ ok: true, value: '1000000000000000000' });
    expect(decode(UnitAmount, 1e18)).toEqual({ ok: false, path: '', message: 'Expected string' });
  });
});

describe('TimeValue', () => {
  it('takes unix seconds or an ISO date as sent', () => {
    expect(decode(TimeValue, 1735689600)).toEqual({ ok: true, value: 1735689600 });
    expect(decode(TimeValue, '2025-01-01T00:00:00.000Z')).toEqual({ ok: true, value: '2025-01-01T00:00:00.000Z' });
    expect(decode(TimeValue, null)).toMatchObject({ ok: false, path: '' });
  });
});

describe('maybe()', () => {
  // Built in each test: a broken helper then fails the test, not the collection of the file.
  const customer = () => Schema.Struct({ id: Schema.String, email: maybe(Schema.String) });

  it('accepts the value, null, and the field left out, each kept as sent', () => {
    expect(decode(customer(), { id: 'cus_1', email: 'alice@example.com' })).toEqual({ ok: true, value: { id: 'cus_1', email: 'alice@example.com' } });
    expect(decode(customer(), { id: 'cus_1', email: null })).toEqual({ ok: true, value: { id: 'cus_1', email: null } });
    const omitted = decode(customer(), { id: 'cus_1' });
    expect(omitted).toEqual({ ok: true, value: { id: 'cus_1' } });
    expect(omitted.ok && 'email' in omitted.value).toBe(false);
  });

  it('still refuses a value of another type, with its path', () => {
    expect(decode(customer(), { id: 'cus_1', email: 42 })).toEqual({ ok: false, path: 'email', message: 'email: Expected string | null | undefined' });
  });
});

describe('metadataWith()', () => {
  const priceMetadata = () => metadataWith({ credit_config: Schema.optional(Schema.Struct({ credit_amount: DecimalString })) });

  it('decodes the keys it names and keeps every other key as is', () => {
    const sent = { credit_config: { credit_amount: 20 }, source: 'dashboard', nested: { any: ['thing'] } };
    expect(decode(priceMetadata(), sent)).toEqual({ ok: true, value: { credit_config: { credit_amount: '20' }, source: 'dashboard', nested: { any: ['thing'] } } });
  });

  it('accepts metadata without the named keys', () => {
    expect(decode(priceMetadata(), { source: 'api' })).toEqual({ ok: true, value: { source: 'api' } });
  });

  it('refuses a named key of the wrong shape, with its path', () => {
    expect(decode(priceMetadata(), { credit_config: { credit_amount: false } })).toEqual({
      ok: false,
      path: 'credit_config.credit_amount',
      message: 'credit_config.credit_amount: Expected string | number',
    });
  });
});

describe('Metadata', () => {
  it('keeps any key and value', () => {
    expect(decode(Metadata, { a: 1, b: { c: null } })).toEqual({ ok: true, value: { a: 1, b: { c: null } } });
  });
});

describe('LocalizedText', () => {
  it('is a plain string or a map of locale to string', () => {
    expect(decode(LocalizedText, 'Home')).toEqual({ ok: true, value: 'Home' });
    expect(decode(LocalizedText, { en: 'Home', zh: '首页' })).toEqual({ ok: true, value: { en: 'Home', zh: '首页' } });
    expect(decode(LocalizedText, { en: 1 })).toMatchObject({ ok: false });
  });
});

describe('Paginated()', () => {
  const page = () => Paginated(Schema.Struct({ id: Schema.String }));

  it('is the list and the total count', () => {
    expect(decode(page(), { list: [{ id: 'in_1' }], count: 12 })).toEqual({ ok: true, value: { list: [{ id: 'in_1' }], count: 12 } });
  });

  it('needs the count', () => {
    expect(decode(page(), { list: [] })).toEqual({ ok: false, path: 'count', message: 'count: Missing key' });
  });
});
