import { describe, expect, it } from 'vitest';
import { summarizeCheckout } from './index';
import { line, oneTime, recurring } from './fixtures.test-helpers';

const NOW = Date.UTC(2025, 0, 1);
const wallet = { type: 'arcblock' };
const card = { type: 'stripe' };
const abt = { id: 'usd', decimal: 2, symbol: 'ABT', type: 'standard' };

describe('summarizeCheckout (docs/spec/checkout-and-billing.md §9 total = due now + staking − discount)', () => {
  const items = [line(recurring('1000'), 2), line(oneTime('500'))];

  it('adds the stake for the wallet chain', () => {
    const summary = summarizeCheckout({ line_items: items, subscription_data: { min_stake_amount: '30' } }, abt, wallet, NOW);
    expect(summary).toMatchObject({ dueNow: '2500', renew: '2000', showStaking: true, staking: '3000', discount: '0', total: '5500' });
  });

  it('leaves the stake out for cards, credits and no_stake', () => {
    expect(summarizeCheckout({ line_items: items }, abt, card, NOW)).toMatchObject({ showStaking: false, staking: '0', total: '2500' });
    expect(summarizeCheckout({ line_items: items }, { ...abt, type: 'credit' }, wallet, NOW).showStaking).toBe(false);
    expect(summarizeCheckout({ line_items: items, subscription_data: { no_stake: true } }, abt, wallet, NOW).total).toBe('2500');
  });

  it('takes the trial gate and the discount into account', () => {
    const session = {
      line_items: items,
      subscription_data: { trial_period_days: 7, trial_currency: 'usd' },
      total_details: { amount_discount: '100' },
    };
    const summary = summarizeCheckout(session, abt, card, NOW);
    expect(summary).toMatchObject({ trial: { trialInDays: 7, trialEnd: 0 }, freeTrial: { count: 7, unit: 'day' }, dueNow: '500', total: '400' });
    const otherCurrency = summarizeCheckout({ ...session, subscription_data: { ...session.subscription_data, trial_currency: 'eth' } }, abt, card, NOW);
    expect(otherCurrency).toMatchObject({ trial: { trialInDays: 0 }, dueNow: '2500', total: '2400' });
  });

  it('counts a trial given only by its end (a quirk of the real product not copied)', () => {
    const summary = summarizeCheckout({ line_items: items, subscription_data: { trial_end: NOW / 1000 + 600 } }, abt, null, NOW);
    expect(summary).toMatchObject({ freeTrial: { count: 10, unit: 'minute' }, dueNow: '500' });
  });
});
