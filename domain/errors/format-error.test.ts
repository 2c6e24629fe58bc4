import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatError } from '@domain/errors';

// docs/spec/checkout-and-billing.md §8: "if the error has an errors list, join messages by line; else if it
// has a details list, show 'Validate failed: path: message; ...' with double quotes turned into
// single; else if there is a response, use its error text, otherwise the message plus the JSON
// body; else the message; with no error, 'Unknown error'."
describe('formatError (docs/spec/checkout-and-billing.md §8 error-text rule)', () => {
  const axios = (data: unknown, message = 'Request failed with status code 400') =>
    Object.assign(new Error(message), { response: { status: 400, data } });

  it.each<[string, unknown, string]>([
    ['no error', undefined, 'Unknown error'],
    ['null', null, 'Unknown error'],
    ['empty string', '', 'Unknown error'],
    ['false', false, 'Unknown error'],
    ['errors list joined by line', { errors: [{ message: 'first' }, { message: 'second' }] }, 'first\nsecond'],
    ['errors list of strings', { errors: ['a', 'b'] }, 'a\nb'],
    ['errors list skips entries without text', { errors: [{ message: 'a' }, 42, { code: 1 }] }, 'a'],
    ['errors list skips a message that is not text', { errors: [{ message: 'a' }, { message: 5 }] }, 'a'],
    ['errors list wins over details', { errors: [{ message: 'x' }], details: [{ path: ['a'], message: 'y' }] }, 'x'],
    [
      'details list',
      { details: [{ path: ['customer_email'], message: '"customer_email" must be a valid email' }] },
      "Validate failed: customer_email: 'customer_email' must be a valid email",
    ],
    [
      'details with nested path and several entries',
      { details: [{ path: ['billing_address', 'postal_code'], message: 'is "bad"' }, { path: 'quantity', message: 'too big' }] },
      "Validate failed: billing_address.postal_code: is 'bad'; quantity: too big",
    ],
    ['details without path', { details: [{ message: 'oops' }] }, 'Validate failed: : oops'],
    ['details of bare strings', { details: ['bare'] }, 'Validate failed: : bare'],
    ['details entry without a message', { details: [{ path: ['a'] }] }, 'Validate failed: a: '],
    ['response error text', axios({ error: 'Checkout session expired', code: 'EXPIRED' }), 'Checkout session expired'],
    ['response without error text', axios({ code: 'X' }), 'Request failed with status code 400: {"code":"X"}'],
    ['response with an empty error text', axios({ error: '', code: 'X' }), 'Request failed with status code 400: {"error":"","code":"X"}'],
    ['response body is empty text', axios(''), 'Request failed with status code 400: ""'],
    ['response with empty body', axios(undefined), 'Request failed with status code 400: undefined'],
    ['response with null body', axios(null), 'Request failed with status code 400: null'],
    ['response body is text', axios('Bad Gateway'), 'Bad Gateway'],
    ['response error list (store API)', axios({ error: ['name is required', 'version too low'] }), 'name is required\nversion too low'],
    ['response body with details', axios({ details: [{ path: ['a'], message: 'b' }] }), 'Validate failed: a: b'],
    ['response body with errors', axios({ errors: [{ message: 'gql' }] }), 'gql'],
    ['response without message', { response: { data: { code: 'X' } } }, '{"code":"X"}'],
    ['plain Error', new Error('Network Error'), 'Network Error'],
    ['thrown string', 'Something broke', 'Something broke'],
    ['a number', 42, '42'],
    ['object without anything', {}, 'Unknown error'],
    ['fetch Response-like', { status: 502, statusText: 'Bad Gateway' }, 'Bad Gateway'],
    ['fetch Response-like with an empty status text', { status: 502, statusText: '' }, 'Unknown error'],
    ['a message that is not text', { message: 42, statusText: 'Bad Gateway' }, 'Bad Gateway'],
    ['an error whose body is undefined', { message: 'HTTP 500', body: undefined }, 'HTTP 500'],
    ['body-carrying error', { message: 'HTTP 500', body: { error: 'Internal' } }, 'Internal'],
    ['body without error text', { message: 'HTTP 500', body: { ok: false } }, 'HTTP 500: {"ok":false}'],
    ['our ApiError keeps its formatted text', { _tag: 'ApiError', message: 'Already formatted', response: { data: { x: 1 } } }, 'Already formatted'],
    ['ApiError without message falls back to the rule', { _tag: 'ApiError', message: '', response: { data: { error: 'From body' } } }, 'From body'],
  ])('%s', (_name, error, expected) => {
    expect(formatError(error)).toBe(expected);
  });

  it('does not throw on a body that cannot be serialised', () => {
    const data: Record<string, unknown> = {};
    data['self'] = data;
    expect(formatError(axios(data, 'Boom'))).toBe('Boom: [object Object]');
  });

  it('falls back to String() for a BigInt body', () => {
    expect(formatError(axios(1n as unknown))).toBe('Request failed with status code 400: 1');
  });

  it('never throws and always returns text, whatever is thrown', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof formatError(value)).toBe('string');
      }),
    );
  });
});
