import * as phoneLibrary from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import {
  hasPostalCodePattern,
  isCheckoutFormValid,
  isValidCountry,
  normalizeCountry,
  requiredAddressFields,
  validateBillingAddress,
  validateCheckoutForm,
  validatePostalCode,
} from './index';

describe('validatePostalCode (docs/spec/checkout-and-billing.md §5)', () => {
  it.each([
    ['94105', 'us', true],
    ['94105-1234', 'US', true],
    ['9410', 'us', false],
    ['SW1A 1AA', 'gb', true],
    ['sw1a 1aa', 'gb', true],
    ['K1A 0B1', 'ca', true],
    ['100-0001', 'jp', true],
    ['1000001', 'jp', false],
    ['100000', 'cn', true],
    ['10115', 'de', true],
    ['1234 AB', 'nl', true],
    // no own format: any known shape passes, junk does not
    ['AB-12 3', 'ae', true],
    ['12#4', 'ae', false],
  ])('%s in %s → %s', (code, country, ok) => {
    expect(validatePostalCode(code, country).ok).toBe(ok);
  });

  it('skips empty values and normalises valid ones', () => {
    expect(validatePostalCode('', 'us')).toEqual({ ok: true });
    expect(validatePostalCode('  ', undefined)).toEqual({ ok: true });
    expect(validatePostalCode(null, 'us')).toEqual({ ok: true });
    expect(validatePostalCode(' sw1a 1aa ', 'GB')).toEqual({ ok: true, value: 'SW1A 1AA' });
    expect(validatePostalCode('SW1A 1AA', ' gb ')).toEqual({ ok: true, value: 'SW1A 1AA' });
  });

  it('fails without a known country (the format cannot be known)', () => {
    expect(validatePostalCode('12345', '')).toMatchObject({ ok: false, key: 'validation.postalCode' });
    expect(validatePostalCode('12345', 'zz')).toMatchObject({ ok: false });
    expect(validatePostalCode('12345', null)).toMatchObject({ ok: false });
  });

  it('knows which countries have a format', () => {
    expect(hasPostalCodePattern('us')).toBe(true);
    expect(hasPostalCodePattern('AE')).toBe(false);
    expect(hasPostalCodePattern('intl')).toBe(false);
    expect(hasPostalCodePattern(' gb ')).toBe(true);
  });
});

describe('country (docs/spec/checkout-and-billing.md §5: defaults to us when invalid)', () => {
  it.each([
    ['CN', 'cn'],
    [' de ', 'de'],
    ['xx', 'us'],
    ['', 'us'],
    [null, 'us'],
    [undefined, 'us'],
  ])('%s → %s', (input, output) => {
    expect(normalizeCountry(input)).toBe(output);
  });

  it('checks codes case-insensitively', () => {
    expect(isValidCountry('gb')).toBe(true);
    expect(isValidCountry('UK')).toBe(false);
    expect(isValidCountry(undefined)).toBe(false);
  });
});

describe('validateBillingAddress (docs/spec/checkout-and-billing.md §5)', () => {
  const full = { line1: '1 Main St', city: 'SF', state: 'CA', postal_code: '94105', country: 'us' };

  it('required mode needs line1, city, state and postal_code', () => {
    expect(requiredAddressFields({ mode: 'required' })).toEqual(['line1', 'city', 'state', 'postal_code']);
    const results = validateBillingAddress({ country: 'us' }, { mode: 'required' });
    expect(results.line1).toMatchObject({ key: 'validation.required' });
    expect(results.city).toMatchObject({ key: 'validation.required' });
    expect(results.state).toMatchObject({ key: 'validation.required' });
    expect(results.postal_code).toMatchObject({ key: 'validation.required' });
    expect(results.country).toEqual({ ok: true, value: 'us' });
    expect(Object.values(validateBillingAddress(full, { mode: 'required' })).every((r) => r.ok)).toBe(true);
  });

  it('required mode checks the postal code against the country', () => {
    const results = validateBillingAddress({ ...full, postal_code: '9410' }, { mode: 'required' });
    expect(results.postal_code).toMatchObject({ key: 'validation.postalCode' });
  });

  it('a postal code of spaces is missing', () => {
    const results = validateBillingAddress({ ...full, postal_code: '   ' }, { mode: 'required' });
    expect(results.postal_code).toMatchObject({ ok: false, key: 'validation.required' });
  });

  it('a postal code of the wrong format gets the format message, even when the merchant pattern rejects it too', () => {
    const fieldValidation = { 'billing_address.postal_code': { pattern: '^9', pattern_message: { en: 'West coast only' } } };
    const results = validateBillingAddress({ ...full, postal_code: '1000' }, { mode: 'required', fieldValidation });
    expect(results.postal_code).toMatchObject({ ok: false, key: 'validation.postalCode' });
  });

  it('the other mode asks only the postal code, and only for card payments', () => {
    expect(requiredAddressFields({ mode: 'auto', paymentMethodType: 'stripe' })).toEqual(['postal_code']);
    expect(requiredAddressFields({ mode: 'auto', paymentMethodType: 'arcblock' })).toEqual([]);
    const card = validateBillingAddress({ country: 'gb' }, { mode: 'auto', paymentMethodType: 'stripe' });
    expect(card.postal_code).toMatchObject({ key: 'validation.required' });
    expect(card.line1).toEqual({ ok: true });
    const wallet = validateBillingAddress(null, { mode: 'auto', paymentMethodType: 'arcblock' });
    expect(Object.values(wallet).every((r) => r.ok)).toBe(true);
  });

  it('defaults an invalid country to us and validates against it', () => {
    const results = validateBillingAddress({ postal_code: 'SW1A 1AA', country: 'narnia' }, { paymentMethodType: 'stripe' });
    expect(results.country).toEqual({ ok: true, value: 'us' });
    expect(results.postal_code.ok).toBe(false);
  });

  it('applies merchant patterns of address fields', () => {
    const fieldValidation = {
      'billing_address.city': { pattern: '^[A-Z]', pattern_message: { en: 'Capitalise the city' } },
      'billing_address.postal_code': { pattern: '^9', pattern_message: { en: 'West coast only' } },
    };
    const results = validateBillingAddress({ ...full, city: 'sf', postal_code: '10001' }, { mode: 'required', fieldValidation });
    expect(results.city).toMatchObject({ message: 'Capitalise the city' });
    expect(results.postal_code).toMatchObject({ message: 'West coast only' });
  });
});

describe('validateCheckoutForm', () => {
  const values = {
    customer_name: 'Ada',
    customer_email: 'ada@example.com',
    customer_phone: '+12015550123',
    billing_address: { line1: '1 Main St', city: 'SF', state: 'CA', postal_code: '94105', country: 'us' },
  };

  it('combines every field, reading the settings from the session', () => {
    const session = {
      phone_number_collection: { enabled: true },
      billing_address_collection: 'required',
      metadata: { page_info: { field_validation: { customer_name: { pattern: '^[a-z]+$' } } } },
    };
    const results = validateCheckoutForm(values, { session, phoneLibrary, locale: 'en' });
    expect(results.customer_name).toMatchObject({ key: 'validation.invalid' });
    expect(results.customer_email.ok).toBe(true);
    expect(results.customer_phone).toEqual({ ok: true, value: '+12015550123' });
    expect(results['billing_address.postal_code']).toEqual({ ok: true, value: '94105' });
    expect(isCheckoutFormValid(results)).toBe(false);
    expect(isCheckoutFormValid(validateCheckoutForm({ ...values, customer_name: 'ada' }, { session, phoneLibrary }))).toBe(true);
  });

  it('skips the phone unless collection is enabled and lets context override the session', () => {
    const results = validateCheckoutForm({ customer_name: 'Ada', customer_email: 'ada@example.com' });
    expect(results.customer_phone).toEqual({ ok: true });
    expect(isCheckoutFormValid(results)).toBe(true);
    const card = validateCheckoutForm(
      { customer_name: 'Ada', customer_email: 'ada@example.com' },
      { session: { billing_address_collection: 'required' }, billingAddressCollection: 'auto', paymentMethodType: 'stripe', phoneEnabled: true },
    );
    expect(card['billing_address.line1'].ok).toBe(true);
    expect(card['billing_address.postal_code']).toMatchObject({ key: 'validation.required' });
    expect(card.customer_phone).toMatchObject({ key: 'validation.required' });
  });

  it('a session without phone settings does not ask the phone', () => {
    const results = validateCheckoutForm({ customer_name: 'Ada', customer_email: 'ada@example.com' }, { session: { billing_address_collection: 'auto' } });
    expect(results.customer_phone).toEqual({ ok: true });
  });

  it('applies the merchant patterns of e-mail and phone, in the reader\'s language', () => {
    const session = {
      phone_number_collection: { enabled: true },
      metadata: {
        page_info: {
          field_validation: {
            customer_email: { pattern: '@acme\\.com$', pattern_message: { en: 'Use your work address', zh: '请使用工作邮箱' } },
            customer_phone: { pattern: '^\\+?1', pattern_message: { en: 'US numbers only', zh: '仅限美国号码' } },
          },
        },
      },
    };
    const results = validateCheckoutForm({ ...values, customer_phone: '+447400123456' }, { session, phoneLibrary, locale: 'zh' });
    expect(results.customer_email).toMatchObject({ ok: false, message: '请使用工作邮箱' });
    expect(results.customer_phone).toMatchObject({ ok: false, message: '仅限美国号码' });
  });
});
