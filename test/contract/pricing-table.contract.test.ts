// The pricing table (GET /api/pricing-tables/{id}) against the real server's TPricingTableExpanded,
// as the entities of entities.contract.test.ts are: the item's price, product and the table's
// currency are checked there (Price, Product, PaymentCurrency), so they are left out here.
import { describe, expectTypeOf, it } from 'vitest';
import type { Schema } from 'effect';
import type { TPricingTableExpanded, TPricingTableItem } from '@blocklet/payment-types';
import type { PricingTable, PricingTableItem } from '@domain/model/pricing-table';
import type { Conflicts, Extras } from './contract-diff';
import type { Jsonified } from './jsonified';

type Encoded<S> = Schema.Codec.Encoded<S>;
type Real<T> = Jsonified<T>;

describe('the pricing table against the real type (compile time; the bodies only name the check)', () => {
  it('PricingTable ← TPricingTableExpanded', () => {
    type E = Omit<Encoded<typeof PricingTable>, 'items' | 'currency'>;
    expectTypeOf<Conflicts<Real<TPricingTableExpanded>, E>>().toEqualTypeOf<never>();
    expectTypeOf<Extras<Real<TPricingTableExpanded>, E>>().toEqualTypeOf<never>();
  });
  it('PricingTableItem ← TPricingTableItem', () => {
    type E = Omit<Encoded<typeof PricingTableItem>, 'price' | 'product'>;
    expectTypeOf<Conflicts<Real<TPricingTableItem>, E>>().toEqualTypeOf<never>();
    expectTypeOf<Extras<Real<TPricingTableItem>, E>>().toEqualTypeOf<never>();
  });
});
