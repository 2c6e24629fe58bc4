import { describe, expect, it } from 'vitest';
import { makeOverdue, summaryWithCard } from '@test/fixtures/billing';
import { ABT_ID, USD_ID } from '@test/fixtures/checkout';
import { hasNoOverdue, isCardCurrency, isInvoicePaidForTarget, overdueTargetOf } from './index';

describe('overdue dialog rules', () => {
  it('targets the subscription first, then the customer, else nothing', () => {
    expect(overdueTargetOf({ subscriptionId: 'sub_1', customerId: 'cus_1' })).toEqual({ subscriptionId: 'sub_1' });
    expect(overdueTargetOf({ customerId: 'cus_1' })).toEqual({ customerId: 'cus_1' });
    expect(overdueTargetOf({})).toBeNull();
  });

  it('has nothing left to pay without invoices or without a summary', () => {
    expect(hasNoOverdue(makeOverdue())).toBe(false);
    expect(hasNoOverdue(makeOverdue({ invoices: [] }))).toBe(true);
    expect(hasNoOverdue(makeOverdue({ summary: {} }))).toBe(true);
  });

  it('cannot pay a card currency', () => {
    const overdue = makeOverdue({ summary: summaryWithCard() });
    expect(isCardCurrency(overdue, USD_ID)).toBe(true);
    expect(isCardCurrency(overdue, ABT_ID)).toBe(false);
    expect(isCardCurrency(null, USD_ID)).toBe(false);
  });

  it('hears the invoice.paid events of its subscription or its customer', () => {
    const overdue = makeOverdue();
    expect(isInvoicePaidForTarget({ customer_id: 'cus_1', subscription_id: 'sub_1' }, { subscriptionId: 'sub_1' }, overdue)).toBe(true);
    expect(isInvoicePaidForTarget({ customer_id: 'cus_1', subscription_id: 'sub_2' }, { subscriptionId: 'sub_1' }, overdue)).toBe(false);
    expect(isInvoicePaidForTarget({ customer_id: 'cus_1' }, { customerId: 'did:abt:z1' }, overdue)).toBe(true);
    expect(isInvoicePaidForTarget({ customer_id: 'cus_2' }, { customerId: 'did:abt:z1' }, overdue)).toBe(false);
    expect(isInvoicePaidForTarget({ customer_id: 'cus_1' }, null, overdue)).toBe(false);
  });
});
