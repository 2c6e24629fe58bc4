import { describe, expect, it } from 'vitest';
import { fillTemplate, invalid, valid } from './index';
import { messageFrom, messageWithNested } from './result';

describe('result helpers', () => {
  it('builds successes with and without a value', () => {
    expect(valid()).toEqual({ ok: true });
    expect(valid(3)).toEqual({ ok: true, value: 3 });
  });

  it('leaves out what is not given rather than setting it to undefined (exact optional properties)', () => {
    expect(Object.keys(valid())).toEqual(['ok']);
    expect(Object.keys(invalid('validation.required'))).toEqual(['ok', 'key', 'message']);
    expect(invalid('validation.amountMax', { max: '10' })).toStrictEqual({
      ok: false,
      key: 'validation.amountMax',
      params: { max: '10' },
      message: 'Enter at most 10',
    });
    expect(Object.keys(messageFrom({ greet: 'Hello' }, 'greet'))).toEqual(['key', 'text']);
  });

  it('fills templates and keeps unknown placeholders visible', () => {
    expect(fillTemplate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(fillTemplate('plain')).toBe('plain');
  });

  it('builds localized messages, nested ones included', () => {
    const catalogue = { greet: 'Hello {name}', then: 'Then {amount} {recurring}' } as const;
    expect(messageFrom(catalogue, 'greet')).toEqual({ key: 'greet', text: 'Hello {name}' });
    const nested = messageFrom({ per: 'per month' }, 'per');
    expect(messageWithNested(catalogue, 'then', { amount: 5 }, { recurring: nested })).toEqual({
      key: 'then',
      params: { amount: 5, recurring: 'per month' },
      nested: { recurring: nested },
      text: 'Then 5 per month',
    });
  });
});
