import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '../model';
import { nextInvoiceAt } from './index';

const DAY = 86_400;
const NOW = 1_800_000_000;
const monthly = [{ id: 'si_1', price_id: 'price_1', quantity: 1, price: { id: 'price_1', type: 'recurring', unit_amount: '1', currency_id: 'pc_abt', recurring: { interval: 'month', interval_count: 1 } } }] as unknown as Subscription['items'];
const sub = (extra: Partial<Subscription>) => ({ status: 'active', cancel_at_period_end: false, current_period_end: NOW + 5 * DAY, items: monthly, ...extra }) as Subscription;

describe('nextInvoiceAt: the next invoice is never a date in the past', () => {
  it('is the end of the current period while it is ahead (active, trialing, past due)', () => {
    expect(nextInvoiceAt(sub({}), NOW)).toBe(NOW + 5 * DAY);
    expect(nextInvoiceAt(sub({ status: 'trialing' }), NOW)).toBe(NOW + 5 * DAY);
    expect(nextInvoiceAt(sub({ status: 'past_due' }), NOW)).toBe(NOW + 5 * DAY);
  });

  it('past due with the period run out: the next cycle boundary after now, the anchor kept', () => {
    // Ended 10 days ago on a 30-day cycle: 20 days from now.
    expect(nextInvoiceAt(sub({ status: 'past_due', current_period_end: NOW - 10 * DAY }), NOW)).toBe(NOW + 20 * DAY);
    // Exactly now is not ahead: the following boundary.
    expect(nextInvoiceAt(sub({ status: 'past_due', current_period_end: NOW }), NOW)).toBe(NOW + 30 * DAY);
    // Several cycles behind.
    expect(nextInvoiceAt(sub({ status: 'past_due', current_period_end: NOW - 65 * DAY }), NOW)).toBe(NOW + 25 * DAY);
  });

  it('none for a subscription that has ended, ends at its period end, or cannot tell', () => {
    expect(nextInvoiceAt(sub({ status: 'canceled' }), NOW)).toBeNull();
    expect(nextInvoiceAt(sub({ status: 'incomplete_expired' }), NOW)).toBeNull();
    expect(nextInvoiceAt(sub({ cancel_at_period_end: true }), NOW)).toBeNull();
    expect(nextInvoiceAt(sub({ current_period_end: null }), NOW)).toBeNull();
    expect(nextInvoiceAt(sub({ current_period_end: NOW - DAY, items: [] }), NOW)).toBeNull();
    const odd = [{ ...monthly![0]!, price: { ...monthly![0]!.price!, recurring: { interval: 'fortnight', interval_count: 1 } } }] as unknown as Subscription['items'];
    expect(nextInvoiceAt(sub({ current_period_end: NOW - DAY, items: odd }), NOW)).toBeNull();
  });

  it('for any period end and clock, the date is after now and a whole number of cycles from the period end', () => {
    fc.assert(
      fc.property(fc.integer({ min: NOW - 800 * DAY, max: NOW + 800 * DAY }), fc.constantFrom('active', 'past_due', 'trialing'), (end, status) => {
        const at = nextInvoiceAt(sub({ status: status as 'active', current_period_end: end }), NOW)!;
        expect(at).toBeGreaterThan(NOW);
        expect((at - end) % (30 * DAY)).toBe(0);
        expect(at - NOW).toBeLessThanOrEqual(Math.max(30 * DAY, end - NOW));
      }),
    );
  });
});
