import { describe, expect, it } from 'vitest';
import { creditsPerTopUp, dailyLimitsDraft, dayOf, decideAutoTopUp, needsAuthorization, ruleFailure, topUpCost, validateAutoTopUpForm, type AutoTopUpDraft, type AutoTopUpTriggerInput } from './index';

const rules = { currencyId: 'pc_credit', thresholdPrecision: 2, amountPrecision: 2 };
const draft = (overrides: Partial<AutoTopUpDraft> = {}): AutoTopUpDraft => ({
  enabled: true,
  threshold: '100',
  priceId: 'price_credit_pack',
  quantity: '2',
  rechargeCurrencyId: 'pc_usd',
  dailyLimits: 'unlimited',
  dailyMaxAmount: '',
  dailyMaxAttempts: '',
  ...overrides,
});
const errorsOf = (d: AutoTopUpDraft) => {
  const result = validateAutoTopUpForm(d, rules);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([field, e]) => [field, e.message]));
};

describe('validateAutoTopUpForm (docs/spec/checkout-and-billing.md §5 auto top-up)', () => {
  it('normalises a valid form into the submit body; empty daily limits are 0 = unlimited', () => {
    expect(validateAutoTopUpForm(draft({ threshold: ' 50.50 ' }), rules)).toEqual({
      ok: true,
      value: { currency_id: 'pc_credit', enabled: true, threshold: '50.5', price_id: 'price_credit_pack', quantity: 2, recharge_currency_id: 'pc_usd', daily_limits: { max_amount: '0', max_attempts: 0 } },
    });
  });
  it.each([['0'], ['-5']])("threshold %s: 'Threshold must be greater than 0'", (threshold) => {
    expect(errorsOf(draft({ threshold }))).toEqual({ threshold: 'Threshold must be greater than 0' });
  });
  it.each([[''], ['abc'], ['1,5']])("threshold '%s': 'Please enter a valid number'", (threshold) => {
    expect(errorsOf(draft({ threshold }))).toEqual({ threshold: 'Please enter a valid number' });
  });
  it('threshold decimals follow the credit currency precision', () => {
    expect(errorsOf(draft({ threshold: '1.005' }))).toEqual({ threshold: 'Amount decimal places must be less than or equal to 2' });
  });
  it.each([['0'], ['10000'], ['1.5'], ['']])('quantity %s is outside the package range 1‥9999', (quantity) => {
    expect(errorsOf(draft({ quantity }))).toEqual({ quantity: 'Enter a whole number between 1 and 9999' });
  });
  it('a package and a payment currency are required', () => {
    expect(errorsOf(draft({ priceId: '', rechargeCurrencyId: '' }))).toEqual({ priceId: 'Choose a credit package', rechargeCurrencyId: 'Choose how the top-up is paid' });
  });
  it('daily limits: "No daily limit" is the explicit choice; limited needs at least one cap above 0', () => {
    const ok = validateAutoTopUpForm(draft({ dailyLimits: 'unlimited', dailyMaxAmount: 'ignored' }), rules);
    expect(ok.ok && ok.value.daily_limits).toEqual({ max_amount: '0', max_attempts: 0 });
    const capped = validateAutoTopUpForm(draft({ dailyLimits: 'limited', dailyMaxAmount: '30', dailyMaxAttempts: '3' }), rules);
    expect(capped.ok && capped.value.daily_limits).toEqual({ max_amount: '30', max_attempts: 3 });
    const amountOnly = validateAutoTopUpForm(draft({ dailyLimits: 'limited', dailyMaxAmount: '30' }), rules);
    expect(amountOnly.ok && amountOnly.value.daily_limits).toEqual({ max_amount: '30', max_attempts: 0 });
    expect(errorsOf(draft({ dailyLimits: 'limited' }))).toEqual({ dailyMaxAmount: 'Set a daily maximum amount or number of purchases, or choose “No daily limit”' });
    expect(errorsOf(draft({ dailyLimits: 'limited', dailyMaxAmount: '0', dailyMaxAttempts: '0' }))).toEqual({
      dailyMaxAmount: 'Enter an amount above 0, or leave it empty',
      dailyMaxAttempts: 'Enter a whole number of purchases from 1 to 1000, or leave it empty',
    });
    expect(errorsOf(draft({ dailyLimits: 'limited', dailyMaxAmount: '-1', dailyMaxAttempts: '1.5' }))).toEqual({
      dailyMaxAmount: 'Enter an amount above 0, or leave it empty',
      dailyMaxAttempts: 'Enter a whole number of purchases from 1 to 1000, or leave it empty',
    });
    expect(errorsOf(draft({ dailyLimits: 'limited', dailyMaxAmount: '1.234', dailyMaxAttempts: '1001' }))).toEqual({
      dailyMaxAmount: 'Amount decimal places must be less than or equal to 2',
      dailyMaxAttempts: 'Enter a whole number of purchases from 1 to 1000, or leave it empty',
    });
    expect(errorsOf(draft({ dailyLimits: 'limited', dailyMaxAmount: '1000000000.01' }))).toEqual({ dailyMaxAmount: 'Enter at most 1,000,000,000' });
    expect(errorsOf(draft({ dailyLimits: 'sometimes' as never }))).toEqual({ dailyLimits: 'Choose whether daily purchases are limited' });
  });
  it.each([
    ['1e309', 'Use digits and at most one decimal point, e.g. 1000.5'],
    ['1E3', 'Use digits and at most one decimal point, e.g. 1000.5'],
    ['Infinity', 'Please enter a valid number'],
    ['0x10', 'Please enter a valid number'],
    ['1,000', 'Please enter a valid number'],
    ['+5', 'Use digits and at most one decimal point, e.g. 1000.5'],
    ['99999999999999999999999', 'Enter at most 1,000,000,000'],
    ['1000000000.5', 'Enter at most 1,000,000,000'],
  ])('threshold %s is refused (bounded, plain digits): %s', (threshold, message) => {
    expect(errorsOf(draft({ threshold }))).toEqual({ threshold: message });
  });
  it('the package quantity: whole numbers 1 to 9999 as typed, both ends included, spaces around ignored', () => {
    for (const [quantity, read] of [['1', 1], [' 12 ', 12], ['9999', 9999]] as const) {
      const result = validateAutoTopUpForm(draft({ quantity }), rules);
      expect(result.ok && result.value.quantity).toBe(read);
    }
  });
  it('daily caps: one purchase a day is a cap; a cap of spaces is not set', () => {
    const once = validateAutoTopUpForm(draft({ dailyLimits: 'limited', dailyMaxAttempts: '1' }), rules);
    expect(once.ok && once.value.daily_limits).toEqual({ max_amount: '0', max_attempts: 1 });
    const most = validateAutoTopUpForm(draft({ dailyLimits: 'limited', dailyMaxAttempts: '1000' }), rules);
    expect(most.ok && most.value.daily_limits).toEqual({ max_amount: '0', max_attempts: 1000 });
    const attemptsOnly = validateAutoTopUpForm(draft({ dailyLimits: 'limited', dailyMaxAmount: '  ', dailyMaxAttempts: '3' }), rules);
    expect(attemptsOnly.ok && attemptsOnly.value.daily_limits).toEqual({ max_amount: '0', max_attempts: 3 });
    const amountOnly = validateAutoTopUpForm(draft({ dailyLimits: 'limited', dailyMaxAmount: '30', dailyMaxAttempts: '  ' }), rules);
    expect(amountOnly.ok && amountOnly.value.daily_limits).toEqual({ max_amount: '30', max_attempts: 0 });
  });
  it('the maximum threshold itself is accepted', () => {
    const result = validateAutoTopUpForm(draft({ threshold: '1000000000' }), rules);
    expect(result.ok && result.value.threshold).toBe('1000000000');
  });
  it('dailyLimitsDraft: 0 on the wire is the "No daily limit" choice; a cap shows, the other empty', () => {
    expect(dailyLimitsDraft({ max_amount: '0', max_attempts: 0 })).toEqual({ dailyLimits: 'unlimited', dailyMaxAmount: '', dailyMaxAttempts: '' });
    expect(dailyLimitsDraft(null)).toEqual({ dailyLimits: 'unlimited', dailyMaxAmount: '', dailyMaxAttempts: '' });
    expect(dailyLimitsDraft({ max_amount: '0', max_attempts: 3 })).toEqual({ dailyLimits: 'limited', dailyMaxAmount: '', dailyMaxAttempts: '3' });
    // An amount the form cannot read is shown as it came, under "limited", for the payer to correct.
    expect(dailyLimitsDraft({ max_amount: 'lots' })).toEqual({ dailyLimits: 'limited', dailyMaxAmount: 'lots', dailyMaxAttempts: '' });
  });
  it('switching off always saves, whatever the fields hold', () => {
    const result = validateAutoTopUpForm(draft({ enabled: false, threshold: '0', quantity: 'x' }), rules);
    expect(result.ok && result.value.enabled).toBe(false);
    // What is saved then: the texts as typed (trimmed) where they do not read, the safe defaults elsewhere.
    const off = validateAutoTopUpForm(draft({ enabled: false, threshold: ' 0 ', quantity: 'x', dailyLimits: 'limited', dailyMaxAmount: 'abc', dailyMaxAttempts: 'x' }), rules);
    expect(off).toEqual({
      ok: true,
      value: { currency_id: 'pc_credit', enabled: false, threshold: '0', price_id: 'price_credit_pack', quantity: 1, recharge_currency_id: 'pc_usd', daily_limits: { max_amount: '0', max_attempts: 0 } },
    });
  });
  it('a refusal carries its parameters only when the message has some', () => {
    expect(ruleFailure('portalSettings.rule.choosePackage')).toStrictEqual({ ok: false, key: 'portalSettings.rule.choosePackage', message: 'Choose a credit package' });
    expect(ruleFailure('portalSettings.rule.tooLong', { max: 20 })).toStrictEqual({ ok: false, key: 'portalSettings.rule.tooLong', params: { max: 20 }, message: 'At most 20 characters' });
  });
});

const trigger = (overrides: Partial<AutoTopUpTriggerInput> = {}): AutoTopUpTriggerInput => ({
  enabled: true,
  balance: '9999', // 99.99 credits (2 decimals)
  threshold: '100',
  creditDecimals: 2,
  authorized: true,
  cost: '1000',
  today: { attempts: 0, spent: '0' },
  maxAmount: '0',
  maxAttempts: 0,
  ...overrides,
});

describe('decideAutoTopUp (when the back end buys credits)', () => {
  it('runs when the balance drops below the threshold', () => {
    expect(decideAutoTopUp(trigger())).toEqual({ run: true });
  });
  it('not at or above the threshold (strictly below)', () => {
    expect(decideAutoTopUp(trigger({ balance: '10000' }))).toEqual({ run: false, reason: 'notBelowThreshold' });
  });
  it('not when disabled or nobody authorised the charge', () => {
    expect(decideAutoTopUp(trigger({ enabled: false }))).toEqual({ run: false, reason: 'disabled' });
    expect(decideAutoTopUp(trigger({ authorized: false }))).toEqual({ run: false, reason: 'notAuthorized' });
  });
  it('daily attempts cap: 0 is unlimited, otherwise stops at the cap', () => {
    expect(decideAutoTopUp(trigger({ maxAttempts: 0, today: { attempts: 50, spent: '0' } }))).toEqual({ run: true });
    expect(decideAutoTopUp(trigger({ maxAttempts: 2, today: { attempts: 1, spent: '0' } }))).toEqual({ run: true });
    expect(decideAutoTopUp(trigger({ maxAttempts: 2, today: { attempts: 2, spent: '0' } }))).toEqual({ run: false, reason: 'dailyAttempts' });
  });
  it('daily amount cap counts this purchase: 0 is unlimited', () => {
    expect(decideAutoTopUp(trigger({ maxAmount: '0', today: { attempts: 9, spent: '999999' } }))).toEqual({ run: true });
    expect(decideAutoTopUp(trigger({ maxAmount: '2000', today: { attempts: 1, spent: '1000' } }))).toEqual({ run: true });
    expect(decideAutoTopUp(trigger({ maxAmount: '2000', today: { attempts: 2, spent: '2000' } }))).toEqual({ run: false, reason: 'dailyAmount' });
    expect(decideAutoTopUp(trigger({ maxAmount: '1500', today: { attempts: 1, spent: '1000' } }))).toEqual({ run: false, reason: 'dailyAmount' });
  });
  it('an unreadable threshold never buys', () => {
    expect(decideAutoTopUp(trigger({ threshold: 'x' }))).toEqual({ run: false, reason: 'notBelowThreshold' });
  });
});

describe('auto top-up helpers', () => {
  it('day of a moment (UTC) and the figures of one purchase', () => {
    expect(dayOf(86_399)).toBe(0);
    expect(dayOf(86_400)).toBe(1);
    expect(creditsPerTopUp('1000', 3)).toBe('3000');
    expect(creditsPerTopUp(null, 3)).toBe('0');
    expect(topUpCost('1000', 3)).toBe('3000');
  });
  it('saving needs an authorisation when nobody is authorised or the payment currency changes', () => {
    expect(needsAuthorization({ recharge_currency_id: 'pc_usd', payer: 'z1' }, { enabled: true, rechargeCurrencyId: 'pc_usd' })).toBe(false);
    expect(needsAuthorization({ recharge_currency_id: 'pc_usd', payer: 'z1' }, { enabled: true, rechargeCurrencyId: 'pc_abt' })).toBe(true);
    expect(needsAuthorization({ recharge_currency_id: 'pc_usd', payer: null }, { enabled: true, rechargeCurrencyId: 'pc_usd' })).toBe(true);
    expect(needsAuthorization({ payer: null }, { enabled: false, rechargeCurrencyId: 'pc_abt' })).toBe(false);
    expect(needsAuthorization({ payer: 'z1', recharge_currency_id: null }, { enabled: true, rechargeCurrencyId: 'pc_usd' })).toBe(true);
  });
});
