import * as phoneLibrary from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_PHONE_PATTERN,
  checkFieldPattern,
  localizedPatternMessage,
  normalizePhone,
  validateEmail,
  validateName,
  validatePhone,
  type PhoneLibrary,
} from './index';

const rule = { pattern: '^[A-Za-z ]+$', pattern_message: { en: 'Letters only', zh: '只能输入字母' } };

describe('validateName (docs/spec/checkout-and-billing.md §5 customer_name)', () => {
  it('is required', () => {
    expect(validateName('')).toEqual({ ok: false, key: 'validation.required', message: 'Required' });
    expect(validateName('   ')).toMatchObject({ key: 'validation.required' });
    expect(validateName(undefined)).toMatchObject({ key: 'validation.required' });
    expect(validateName(' Ada ')).toEqual({ ok: true, value: 'Ada' });
  });

  it('applies the merchant pattern with the message of the locale', () => {
    expect(validateName('Ada Lovelace', { rule })).toEqual({ ok: true, value: 'Ada Lovelace' });
    expect(validateName('R2-D2', { rule, locale: 'en' })).toEqual({
      ok: false,
      key: 'validation.custom',
      params: { message: 'Letters only' },
      message: 'Letters only',
    });
    expect(validateName('R2-D2', { rule, locale: 'zh' })).toMatchObject({ message: '只能输入字母' });
    expect(validateName('R2-D2', { rule, locale: 'zh-CN' })).toMatchObject({ message: '只能输入字母' });
    expect(validateName('R2-D2', { rule, locale: 'fr' })).toMatchObject({ message: 'Letters only' });
  });

  it('falls back to the generic Invalid without a message, and skips a broken pattern', () => {
    expect(validateName('R2', { rule: { pattern: '^[a-z]+$' } })).toEqual({
      ok: false,
      key: 'validation.invalid',
      message: 'Invalid',
    });
    expect(validateName('R2', { rule: { pattern: '([' } }).ok).toBe(true);
    expect(validateName('R2', { rule: { pattern: null } }).ok).toBe(true);
  });

  it('finds a message in any language as the last resort', () => {
    expect(localizedPatternMessage({ ja: '文字のみ' }, 'en')).toBe('文字のみ');
    expect(localizedPatternMessage({ zh: '中文' }, 'tw')).toBe('中文');
    expect(localizedPatternMessage({}, 'en')).toBeUndefined();
    expect(localizedPatternMessage(null)).toBeUndefined();
    expect(checkFieldPattern('x', undefined)).toEqual({ ok: true, value: 'x' });
  });

  it('reads the Chinese message for the "tw" locale, before any other language', () => {
    const messages = { ja: '文字のみ', zh: '只能输入字母' };
    expect(localizedPatternMessage(messages, 'tw')).toBe('只能输入字母');
    expect(localizedPatternMessage(messages, 'TW')).toBe('只能输入字母');
  });

  it('prefers English to the first message when the locale has none', () => {
    expect(localizedPatternMessage({ zh: '只能输入字母', en: 'Letters only' }, 'fr')).toBe('Letters only');
    expect(localizedPatternMessage({ zh: '只能输入字母', fr: 'Lettres seulement', en: 'Letters only' }, 'fr-CA')).toBe(
      'Lettres seulement',
    );
  });
});

describe('validateEmail (docs/spec/checkout-and-billing.md §5 customer_email)', () => {
  it.each([
    ['ada@example.com', null],
    ['  ada@example.com ', null],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['ada@example', 'validation.email'],
    ['ada@@example.com', 'validation.email'],
    ['Ada <ada@example.com>', 'validation.email'],
    ['ada@127.0.0.1', 'validation.email'],
    [`${'a'.repeat(65)}@example.com`, 'validation.emailLocalTooLong'],
    [`${'a'.repeat(64)}@example.com`, null],
    [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.com`, 'validation.emailTooLong'],
  ])('%s → %s', (email, key) => {
    const result = validateEmail(email);
    if (key === null) expect(result).toEqual({ ok: true, value: email.trim() });
    else expect(result).toMatchObject({ ok: false, key });
  });

  it('is required when missing', () => {
    expect(validateEmail(null)).toMatchObject({ ok: false, key: 'validation.required' });
    expect(validateEmail(undefined)).toMatchObject({ ok: false, key: 'validation.required' });
  });

  it('applies a merchant pattern after the format', () => {
    const companyOnly = { pattern: '@acme\\.com$', pattern_message: { en: 'Use your work address' } };
    expect(validateEmail('ada@acme.com', { rule: companyOnly }).ok).toBe(true);
    expect(validateEmail('ada@gmail.com', { rule: companyOnly })).toMatchObject({ message: 'Use your work address' });
  });
});

describe('validatePhone (docs/spec/checkout-and-billing.md §5 customer_phone)', () => {
  const lib: PhoneLibrary = phoneLibrary;

  it('passes untouched when phone collection is off', () => {
    expect(validatePhone('', { enabled: false })).toEqual({ ok: true });
  });

  it('is required and normalised to the + country-code form', () => {
    expect(validatePhone('', { phoneLibrary: lib })).toMatchObject({ key: 'validation.required' });
    expect(validatePhone('   ', { phoneLibrary: lib })).toMatchObject({ key: 'validation.required' });
    expect(validatePhone(null, { phoneLibrary: lib })).toMatchObject({ key: 'validation.required' });
    expect(validatePhone('(201) 555-0123', { phoneLibrary: lib })).toEqual({ ok: true, value: '+12015550123' });
    expect(validatePhone('+44 7400 123456', { phoneLibrary: lib })).toEqual({ ok: true, value: '+447400123456' });
    expect(validatePhone('07400 123456', { phoneLibrary: lib, defaultCountry: 'gb' })).toEqual({
      ok: true,
      value: '+447400123456',
    });
    expect(validatePhone('12345', { phoneLibrary: lib })).toMatchObject({ key: 'validation.phone', message: 'Please enter a valid phone number' });
    expect(validatePhone('not a phone', { phoneLibrary: lib })).toMatchObject({ key: 'validation.phone' });
  });

  it('survives a library that throws or parses nothing', () => {
    const throwing: PhoneLibrary = {
      isValidPhoneNumber: () => true,
      parsePhoneNumber: () => {
        throw new Error('NOT_A_NUMBER');
      },
    };
    const empty: PhoneLibrary = { isValidPhoneNumber: () => true, parsePhoneNumber: () => undefined };
    expect(validatePhone('+12015550123', { phoneLibrary: throwing })).toMatchObject({ key: 'validation.phone' });
    expect(validatePhone('+12015550123', { phoneLibrary: empty })).toMatchObject({ key: 'validation.phone' });
  });

  it('uses the fallback pattern when the library failed to load', () => {
    expect(FALLBACK_PHONE_PATTERN.source).toBe('^[+]?[(]?[0-9]{3}[)]?[-\\s.]?[0-9]{3}[-\\s.]?[0-9]{4,6}$');
    expect(validatePhone('(201) 555-0123', { phoneLibrary: null })).toEqual({ ok: true, value: '+12015550123' });
    expect(validatePhone('201.555.0123', { phoneLibrary: null, defaultCountry: 'CN' })).toEqual({ ok: true, value: '+2015550123' });
    expect(validatePhone('+447400123456')).toEqual({ ok: true, value: '+447400123456' });
    expect(validatePhone('555-01', { phoneLibrary: null })).toMatchObject({ key: 'validation.phone' });
    expect(normalizePhone(' 2015550123 ')).toBe('+12015550123');
    expect(normalizePhone('2015550123', { phoneLibrary: lib })).toBe('+12015550123');
    expect(normalizePhone('x')).toBeNull();
  });

  it('reads only a 10-digit number without + in the US or Canada as North American (fallback)', () => {
    expect(validatePhone('416 555 0123', { phoneLibrary: null, defaultCountry: 'ca' })).toEqual({ ok: true, value: '+14165550123' });
    expect(validatePhone('201 555 012345', { phoneLibrary: null })).toEqual({ ok: true, value: '+201555012345' });
    // A number typed with + carries its own country code, even when it has 10 digits.
    expect(validatePhone('+2015550123', { phoneLibrary: null })).toEqual({ ok: true, value: '+2015550123' });
    expect(validatePhone('2015550123+', { phoneLibrary: null })).toMatchObject({ key: 'validation.phone' });
  });

  it('applies a merchant pattern to valid numbers', () => {
    const usOnly = { pattern: '^\\+?1', pattern_message: { en: 'US numbers only' } };
    expect(validatePhone('+12015550123', { phoneLibrary: lib, rule: usOnly }).ok).toBe(true);
    expect(validatePhone('+447400123456', { phoneLibrary: lib, rule: usOnly })).toMatchObject({ message: 'US numbers only' });
  });
});

describe('validatePhone call forms', () => {
  it('takes the library directly, or null when it failed to load', () => {
    expect(validatePhone('(201) 555-0123', phoneLibrary)).toEqual({ ok: true, value: '+12015550123' });
    // Only the library reads this spacing (the fallback pattern does not).
    expect(validatePhone('+44 7400 123456', phoneLibrary)).toEqual({ ok: true, value: '+447400123456' });
    expect(validatePhone('+44 7400 123456', null)).toMatchObject({ key: 'validation.phone' });
    expect(validatePhone('+12015550', phoneLibrary)).toMatchObject({ ok: false });
    expect(validatePhone('(201) 555-0123', null)).toEqual({ ok: true, value: '+12015550123' });
  });
});
