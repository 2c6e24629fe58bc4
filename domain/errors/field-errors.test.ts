import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './index';

const httpError = (data: unknown, message = 'Request failed') => Object.assign(new Error(message), { response: { status: 400, data } });

describe('serverFieldErrors: the server refusal at its fields', () => {
  it('reads the Joi details, path as a string or a list, first message per field', () => {
    const error = httpError({
      details: [
        { path: 'customer_phone', message: '"customer_phone" is invalid' },
        { path: ['billing_address', 'line1'], message: '"line1" is required' },
        { path: 'customer_phone', message: 'second message' },
        { path: '', message: 'no field' },
        { message: 'no path' },
        null,
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      customer_phone: { ok: false, key: 'server.validation', message: '"customer_phone" is invalid' },
      'billing_address.line1': { ok: false, key: 'server.validation', message: '"line1" is required' },
    });
  });

  it('falls back to the "Validate failed:" text', () => {
    const error = new Error('Validate failed: customer_phone: "customer_phone" must be E.164; customer_email: "customer_email" must be a valid email');
    expect(serverFieldErrors(error)).toEqual({
      customer_phone: { ok: false, key: 'server.validation', message: '"customer_phone" must be E.164' },
      customer_email: { ok: false, key: 'server.validation', message: '"customer_email" must be a valid email' },
    });
    expect(serverFieldErrors('Validate failed: customer_name: required')).toEqual({ customer_name: { ok: false, key: 'server.validation', message: 'required' } });
  });

  it('names no field for a path that is neither text nor a list, nor for a message that is not text', () => {
    expect(serverFieldErrors(httpError({ details: [{ path: 5, message: 'x' }, { path: 'customer_name', message: 5 }] }))).toEqual({});
  });

  it('reads the text with or without spaces after the colon and semicolons, one field a line, around whitespace', () => {
    const required = (message: string) => ({ ok: false, key: 'server.validation', message });
    expect(serverFieldErrors('Validate failed:customer_name: required;customer_email: invalid')).toEqual({ customer_name: required('required'), customer_email: required('invalid') });
    expect(serverFieldErrors('\n  Validate failed: customer_name: required\n  customer_email: invalid')).toEqual({ customer_name: required('required'), customer_email: required('invalid') });
  });

  it('takes only a field name before the colon: letters, digits, _, . and [], not starting with a digit', () => {
    expect(serverFieldErrors('Validate failed: 1st: bad')).toEqual({});
    expect(serverFieldErrors('Validate failed: the phone: is bad')).toEqual({});
    expect(serverFieldErrors('Validate failed: oops')).toEqual({});
  });

  it('reads the text only when it starts with "Validate failed:"', () => {
    expect(serverFieldErrors('Error: Validate failed: customer_name: required')).toEqual({});
  });

  it('finds nothing in other errors', () => {
    expect(serverFieldErrors(new Error('Internal Server Error'))).toEqual({});
    expect(serverFieldErrors(httpError({ error: 'boom' }))).toEqual({});
    expect(serverFieldErrors(new Error('Validate failed: something went wrong here'))).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
    expect(serverFieldErrors(42)).toEqual({});
  });
});
