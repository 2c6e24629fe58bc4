import { describe, expect, it } from 'vitest';
import { line, oneTime, recurring } from '../pricing/fixtures.test-helpers';
import { getStakeThreshold, getStakingAmount, showStaking } from './index';

const abt = { id: 'usd', decimal: 18 };

describe('getStakingAmount (docs/spec/checkout-and-billing.md §9, docs/reference/payment-react.md §11.7)', () => {
  const items = [line(recurring('1000000000000000000'), 2), line(oneTime('5'))];

  it.each([
    [{ billing_threshold_amount: '10', min_stake_amount: '20' }, '20000000000000000000'],
    [{ billing_threshold_amount: '25.5', min_stake_amount: '20' }, '25500000000000000000'],
    [{ billing_threshold_amount: 3, min_stake_amount: 0 }, '3000000000000000000'],
  ])('the larger of billing threshold and minimum stake: %o', (settings, unit) => {
    expect(getStakingAmount(items, abt, settings)).toBe(unit);
  });

  it('falls back to the sum of the recurring lines (licensed and metered) when both are 0', () => {
    const withMetered = [...items, line(recurring('7', 'month', { usage_type: 'metered' }), 3)];
    expect(getStakingAmount(withMetered, abt, { billing_threshold_amount: '0', min_stake_amount: '0' })).toBe('2000000000000000021');
    expect(getStakingAmount(items, abt)).toBe('2000000000000000000');
    expect(getStakingAmount(items, 'usd', null)).toBe('2000000000000000000');
  });

  it('is 0 without recurring lines', () => {
    expect(getStakingAmount([line(oneTime('5'))], abt, { min_stake_amount: '100' })).toBe('0');
  });

  it('uses the currency decimals, rounding a finer threshold up', () => {
    expect(getStakingAmount(items, { id: 'usd', decimal: 2 }, { min_stake_amount: '1.005' })).toBe('101');
    expect(getStakingAmount(items, 'usd', { min_stake_amount: '1' })).toBe('1000000000000000000');
    // A currency object that does not say its decimals has the chain default, 18 (docs/spec/checkout-and-billing.md §9).
    expect(getStakingAmount(items, { id: 'abt' }, { min_stake_amount: '1' })).toBe('1000000000000000000');
  });

  it('reads the threshold as the larger value', () => {
    expect(getStakeThreshold({ billing_threshold_amount: '5', min_stake_amount: '4.5' })).toBe('5');
    expect(getStakeThreshold(undefined)).toBe('0');
    expect(getStakeThreshold({ billing_threshold_amount: 'junk' })).toBe('0');
  });
});

describe('showStaking (docs/spec/checkout-and-billing.md §9)', () => {
  it.each([
    [{ type: 'arcblock' }, { type: 'standard' }, false, true],
    [{ type: 'arcblock' }, {}, undefined, true],
    [{ type: 'arcblock' }, { type: 'credit' }, false, false],
    [{ type: 'arcblock' }, { type: 'standard' }, true, false],
    [{ type: 'ethereum' }, { type: 'standard' }, false, false],
    [{ type: 'stripe' }, { type: 'standard' }, false, false],
    [null, { type: 'standard' }, false, false],
    // The DID wallet stakes before the currency has loaded: only a credit currency turns it off.
    [{ type: 'arcblock' }, null, false, true],
    [{ type: 'arcblock' }, undefined, undefined, true],
  ])('%o %o no_stake=%s → %s', (method, currency, noStake, shown) => {
    expect(showStaking(method, currency, noStake)).toBe(shown);
  });
});
