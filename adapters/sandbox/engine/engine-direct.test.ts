// The engine runs without msw or the handlers: a store from the seed, engine functions called
// directly, refusals caught as SandboxRefusal (engine/errors.ts) with the status and body the
// HTTP layer would answer. Also the state's guard: in tests a write into the previous state throws.
import { describe, expect, it } from 'vitest';
import { customerIdOf, DID } from '../catalog/identities';
import { seedData } from '../seed';
import { createSandboxStore } from '../state';
import { availableCredits } from './credit-balance';
import { spendCredits } from './credits';
import { SandboxRefusal } from './errors';
import { adjustQuantity, readSession } from './sessions';

const open = () => createSandboxStore(seedData, { wallClock: () => 1_800_000_000_000 });

function refusalOf(run: () => unknown): SandboxRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof SandboxRefusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the sandbox engine, driven directly', () => {
  it('refuses an unknown session with the plain shape, 404', () => {
    const refusal = refusalOf(() => readSession(open(), 'cs_nope'));
    expect(refusal.status).toBe(404);
    expect(refusal.body).toEqual({ error: 'Checkout session cs_nope not found' });
  });

  it('refuses a quantity above the purchase limit with the rules shape; an allowed one is saved', () => {
    const store = open();
    const refusal = refusalOf(() => adjustQuantity(store, 'cs_sbx_quantity_limit', 'price_poster', 3));
    expect(refusal.status).toBe(400);
    expect(refusal.body).toEqual({ errors: [{ message: 'Exceed purchase limit' }] });
    expect(refusal.message).toBe('Exceed purchase limit');
    const saved = adjustQuantity(store, 'cs_sbx_quantity_limit', 'price_poster', 2);
    expect(saved.line_items[0]?.quantity).toBe(2);
    expect(store.read().sessions['cs_sbx_quantity_limit']?.line_items[0]?.quantity).toBe(2);
  });

  it('refuses a quantity that is not an integer with the validation shape', () => {
    const refusal = refusalOf(() => adjustQuantity(open(), 'cs_sbx_quantity_limit', 'price_poster', 1.5));
    expect(refusal.body).toEqual({ details: [{ path: 'quantity', message: '"quantity" must be an integer' }] });
  });

  it('spends credits and leaves the previous state as it was', () => {
    const store = open();
    const customer = customerIdOf(DID.customer);
    const before = store.read();
    const held = availableCredits(before, customer, 'pc_credit');
    expect(held.isGreaterThan(1)).toBe(true);
    spendCredits(store, customer, 'pc_credit', '1', 'Test spend');
    expect(availableCredits(before, customer, 'pc_credit').toFixed(0)).toBe(held.toFixed(0));
    expect(store.read()).not.toBe(before);
  });

  it('in tests, a write into the state outside a replaced map throws (state.ts FREEZE_BETWEEN_CHANGES)', () => {
    const store = open();
    expect(() =>
      store.update((d) => {
        d.flags['written-in-place'] = true;
      }),
    ).toThrow(TypeError);
    store.update((d) => {
      d.flags = { ...d.flags, 'replaced-map': true };
    });
    expect(store.read().flags['replaced-map']).toBe(true);
  });
});
