// Runs every public case of test/fixtures/public-cases (outside sources: validator.js, hapi,
// libaddressinput, libphonenumber, @ocap/util) through the domain's public index functions.
// A missing folder fails the suite: these cases are the outside world's check on our rules.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as phoneLibrary from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { fromTokenToUnit, fromUnitToToken } from './money';
import { validateEmail, validatePhone, validatePostalCode } from './validation';

const CASES_DIR = fileURLToPath(new URL('../test/fixtures/public-cases/', import.meta.url));

if (!existsSync(CASES_DIR)) {
  throw new Error(`Public cases not found at ${CASES_DIR}: the repository carries them in test/fixtures/public-cases (see its README).`);
}

const load = <T>(name: string): T => JSON.parse(readFileSync(`${CASES_DIR}${name}`, 'utf8')) as T;

type Conversion = [string, number, string];
interface Amounts {
  fromUnitToToken: Conversion[];
  fromTokenToUnit: Conversion[];
  fromTokenToUnit_errors: Conversion[];
  defaults_decimals_omitted: { fromUnitToToken: [string, string][]; fromTokenToUnit: [string, string][] };
  non_canonical_token_inputs: Conversion[];
  upstream_test_cases: { fn: string; input: string; decimals: number; expected: string }[];
}
interface Emails {
  valid: string[];
  invalid: string[];
  invalid_strict: string[];
}
interface Phones {
  cases: { e164: string; valid: boolean; region: string | null }[];
}
interface Postal {
  countries: Record<string, { valid: string[]; invalid: string[] }>;
  countries_without_pattern: { code: string; postcode_validator_regex: string | null }[];
}

describe('public cases: amounts.json (@ocap/util and a BigInt reference)', () => {
  const amounts = load<Amounts>('amounts.json');

  it('has the cases it announces', () => {
    expect(amounts.fromUnitToToken.length).toBeGreaterThanOrEqual(158);
    expect(amounts.fromTokenToUnit.length).toBeGreaterThanOrEqual(119);
    expect(amounts.fromTokenToUnit_errors.length).toBeGreaterThanOrEqual(36);
  });

  it.each(amounts.fromUnitToToken)('fromUnitToToken(%s, %i) = %s', (unit, decimals, token) => {
    expect(fromUnitToToken(unit, decimals)).toBe(token);
    expect(fromTokenToUnit(token, decimals)).toBe(unit);
  });

  it.each(amounts.fromTokenToUnit)('fromTokenToUnit(%s, %i) = %s', (token, decimals, unit) => {
    expect(fromTokenToUnit(token, decimals)).toBe(unit);
  });

  it.each(amounts.fromTokenToUnit_errors)('fromTokenToUnit(%s, %i) throws', (token, decimals, message) => {
    expect(() => fromTokenToUnit(token, decimals)).toThrow(message);
  });

  it('defaults to 18 decimals', () => {
    for (const [unit, token] of amounts.defaults_decimals_omitted.fromUnitToToken) expect(fromUnitToToken(unit)).toBe(token);
    for (const [token, unit] of amounts.defaults_decimals_omitted.fromTokenToUnit) expect(fromTokenToUnit(token)).toBe(unit);
  });

  it.each(amounts.non_canonical_token_inputs)('reads the non-canonical token %s at %i as %s', (token, decimals, unit) => {
    expect(fromTokenToUnit(token, decimals)).toBe(unit);
  });

  it('passes the upstream forge-util tests', () => {
    for (const c of amounts.upstream_test_cases) {
      if (c.fn === 'fromUnitToToken') expect(fromUnitToToken(c.input, c.decimals)).toBe(c.expected);
      else if (c.fn === 'fromTokenToUnit') expect(fromTokenToUnit(c.input, c.decimals)).toBe(c.expected);
      else expect(fromUnitToToken(fromTokenToUnit(c.input, c.decimals), c.decimals)).toBe(c.expected);
    }
  });
});

describe('public cases: email.json (validator.js and @hapi/address)', () => {
  const emails = load<Emails>('email.json');

  it.each(emails.valid)('accepts %s', (email) => {
    expect(validateEmail(email)).toEqual({ ok: true, value: email });
  });

  it.each(emails.invalid)('rejects %s', (email) => {
    expect(validateEmail(email).ok).toBe(false);
  });

  it.each(emails.invalid_strict)('rejects (strict) %s', (email) => {
    expect(validateEmail(email).ok).toBe(false);
  });
});

describe('public cases: phone.json (libphonenumber-js, min metadata)', () => {
  const phones = load<Phones>('phone.json');

  it.each(phones.cases.map((c) => [c.e164, c.region, c.valid] as const))('%s (%s) valid = %s', (e164, _region, isValid) => {
    const result = validatePhone(e164, { phoneLibrary });
    expect(result.ok).toBe(isValid);
    if (result.ok) expect(result.value).toBe(e164);
  });
});

describe('public cases: postal.json (libaddressinput and postcode-validator)', () => {
  const postal = load<Postal>('postal.json');
  const countries = Object.entries(postal.countries);

  it('covers the announced countries', () => {
    expect(countries.length).toBeGreaterThanOrEqual(177);
  });

  it.each(countries)('%s: every valid example accepted, every invalid one rejected, empty skips', (country, data) => {
    for (const code of data.valid) expect(validatePostalCode(code, country), `${country} ${code}`).toMatchObject({ ok: true });
    for (const code of data.invalid) expect(validatePostalCode(code, country), `${country} ${code}`).toMatchObject({ ok: false });
    expect(validatePostalCode('', country)).toEqual({ ok: true });
    // the form keeps country codes in lower case
    for (const code of data.valid) expect(validatePostalCode(code, country.toLowerCase()).ok).toBe(true);
  });

  it.each(postal.countries_without_pattern.filter((c) => c.postcode_validator_regex === null).map((c) => c.code))(
    '%s has no format: any known shape is accepted, empty skips',
    (country) => {
      expect(validatePostalCode('12345', country).ok).toBe(true);
      expect(validatePostalCode('AB1 2CD', country).ok).toBe(true);
      expect(validatePostalCode('', country)).toEqual({ ok: true });
    },
  );
});
