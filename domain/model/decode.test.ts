// decode(): a refusal names the first failing field in the notation people read in logs.
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { decode } from './decode';
import { OverdueResponse } from './overdue';
import { Price } from './price';
import { makePrice } from '@test/fixtures/checkout';
import { makeOverdue } from '@test/fixtures/billing';

describe('the path of a refusal', () => {
  it('starts with the index when the answer is a bare list', () => {
    expect(decode(Schema.Array(Price), [makePrice(), { ...makePrice(), unit_amount: 100 }])).toEqual({
      ok: false,
      path: '[1].unit_amount',
      message: '[1].unit_amount: Expected string',
    });
  });

  it('names nested lists and objects in dot and bracket notation', () => {
    const price = { ...makePrice(), currency_options: [{ currency_id: 'pc_abt', unit_amount: '1', tiers: [{ up_to: 'all' }] }] };
    expect(decode(Price, price)).toMatchObject({ ok: false, path: 'currency_options[0].tiers[0].up_to' });
  });

  it('prints a record key as sent, a dot in it included', () => {
    const overdue = makeOverdue();
    const entry = overdue.summary['pc_abt'];
    expect(decode(OverdueResponse, { ...overdue, summary: { 'pc.abt': { ...entry, amount: 1 } } })).toMatchObject({
      ok: false,
      path: 'summary.pc.abt.amount',
      message: 'summary.pc.abt.amount: Expected string',
    });
  });

  it('reads a key holding a quote as one key', () => {
    const scores = Schema.Struct({ scores: Schema.Record(Schema.String, Schema.Number) });
    expect(decode(scores, { scores: { 'say "hi"': 'x' } })).toEqual({
      ok: false,
      path: 'scores.say \\"hi\\"',
      message: 'scores.say \\"hi\\": Expected number',
    });
  });

  it('is empty, and the message bare, when the answer itself is refused', () => {
    expect(decode(Price, 'not an object')).toEqual({ ok: false, path: '', message: 'Expected object' });
  });
});

describe('several issues', () => {
  it('reports the first one with its own path', () => {
    const either = Schema.Union([Schema.Struct({ tx_hash: Schema.String }), Schema.Struct({ payment_intent_id: Schema.String })]);
    expect(decode(either, {})).toEqual({ ok: false, path: 'tx_hash', message: 'tx_hash: Missing key' });
  });

  it('keeps a first issue at the root without the path of the next one', () => {
    const range = Schema.Struct({ minimum: Schema.Number, maximum: Schema.Number }).check(
      Schema.makeFilter((value) => value.minimum <= value.maximum || 'minimum above maximum'),
    );
    const either = Schema.Union([range, Schema.Struct({ preset: Schema.Number })]);
    expect(decode(either, { minimum: 10, maximum: 1 })).toEqual({ ok: false, path: '', message: 'minimum above maximum' });
  });
});

describe('success', () => {
  it('hands back the decoded value', () => {
    expect(decode(Price, makePrice())).toEqual({ ok: true, value: makePrice() });
  });
});
