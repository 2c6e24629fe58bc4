import { describe, expect, it } from 'vitest';
import { makePaymentIntent, makeSession, makeSubmitResponse } from '@test/fixtures/checkout';
import { canFastPay, hasNoLineItems, isCardIntentSucceeded, isCheckoutPaid, isCreditSufficient, isSettledAtSubmit, isSessionComplete, isSessionExpired, paymentFailureMessage } from './index';

describe('session outcome', () => {
  const expiresAt = 1_893_456_000;
  it('is expired from expires_at on, or when the server says so', () => {
    expect(isSessionExpired(makeSession({ expires_at: expiresAt }), expiresAt * 1000 - 1)).toBe(false);
    expect(isSessionExpired(makeSession({ expires_at: expiresAt }), expiresAt * 1000)).toBe(true);
    expect(isSessionExpired(makeSession({ expires_at: expiresAt, status: 'expired' }), 0)).toBe(true);
  });

  it('is empty without line items and complete once the status says so', () => {
    expect(hasNoLineItems(makeSession({ line_items: [] }))).toBe(true);
    expect(hasNoLineItems(makeSession())).toBe(false);
    expect(isSessionComplete(makeSession({ status: 'complete' }))).toBe(true);
    expect(isSessionComplete(makeSession())).toBe(false);
  });
});

describe('completion', () => {
  it('is paid when complete and paid or needing no payment', () => {
    expect(isCheckoutPaid(makeSession({ status: 'complete', payment_status: 'paid' }))).toBe(true);
    expect(isCheckoutPaid(makeSession({ status: 'complete', payment_status: 'no_payment_required' }))).toBe(true);
    expect(isCheckoutPaid(makeSession({ status: 'complete', payment_status: 'unpaid' }))).toBe(false);
    expect(isCheckoutPaid(makeSession({ status: 'open', payment_status: 'paid' }))).toBe(false);
  });

  it('reads a failed intent from requires_action with a last payment error', () => {
    expect(paymentFailureMessage(null)).toBeUndefined();
    expect(paymentFailureMessage(makePaymentIntent())).toBeUndefined();
    expect(paymentFailureMessage(makePaymentIntent({ status: 'requires_action', last_payment_error: { message: 'Card declined' } }))).toBe('Card declined');
    expect(paymentFailureMessage(makePaymentIntent({ status: 'requires_action', last_payment_error: {} }))).toBe('Payment failed');
    // An error left on an intent that then succeeded is history, not a failure.
    expect(paymentFailureMessage(makePaymentIntent({ status: 'succeeded', last_payment_error: { message: 'Card declined' } }))).toBeUndefined();
  });
});

describe('submit answer', () => {
  it('confirms credit only when the server says it suffices', () => {
    expect(isCreditSufficient(makeSubmitResponse({ creditSufficient: true }))).toBe(true);
    expect(isCreditSufficient(makeSubmitResponse({ creditSufficient: false }))).toBe(false);
    expect(isCreditSufficient(makeSubmitResponse())).toBe(false);
  });

  it('offers fast pay with a sufficient balance or delegation, fastPayInfo, and not for a donation', () => {
    const info = { fastPayInfo: { type: 'arcblock', amount: '1', payer: 'z1' } };
    expect(canFastPay(makeSubmitResponse({ ...info, balance: { sufficient: true } }), false)).toBe(true);
    expect(canFastPay(makeSubmitResponse({ ...info, delegation: { sufficient: true } }), false)).toBe(true);
    expect(canFastPay(makeSubmitResponse({ ...info, balance: { sufficient: true } }), true)).toBe(false);
    expect(canFastPay(makeSubmitResponse({ balance: { sufficient: true } }), false)).toBe(false);
    expect(canFastPay(makeSubmitResponse({ ...info, balance: { sufficient: false } }), false)).toBe(false);
    // Either answer may come alone: a delegation with no balance answer, a balance with no delegation.
    expect(canFastPay(makeSubmitResponse({ ...info, balance: undefined, delegation: { sufficient: true } }), false)).toBe(true);
    expect(canFastPay(makeSubmitResponse({ ...info, balance: { sufficient: false }, delegation: undefined }), false)).toBe(false);
    expect(canFastPay(makeSubmitResponse({ fastPayInfo: null, balance: { sufficient: true } }), false)).toBe(false);
    expect(canFastPay({ ...makeSubmitResponse({ balance: { sufficient: true } }), fastPayInfo: undefined }, false)).toBe(false);
  });

  it('goes straight to paying when the card intent already succeeded', () => {
    expect(isCardIntentSucceeded(makeSubmitResponse({ stripeContext: { client_secret: 's', status: 'succeeded' } }))).toBe(true);
    expect(isCardIntentSucceeded(makeSubmitResponse({ stripeContext: { client_secret: 's', status: 'requires_payment_method' } }))).toBe(false);
  });

  it('a submit answer whose session is already complete and paid (or needs no payment) was settled by the server', () => {
    expect(isSettledAtSubmit(makeSubmitResponse({ checkoutSession: makeSession({ status: 'complete', payment_status: 'no_payment_required' }) }))).toBe(true);
    expect(isSettledAtSubmit(makeSubmitResponse({ checkoutSession: makeSession({ status: 'complete', payment_status: 'paid' }) }))).toBe(true);
    expect(isSettledAtSubmit(makeSubmitResponse({ checkoutSession: makeSession({ status: 'open', payment_status: 'unpaid' }) }))).toBe(false);
    expect(isSettledAtSubmit(makeSubmitResponse({ checkoutSession: makeSession({ status: 'complete', payment_status: 'unpaid' }) }))).toBe(false);
    expect(isSettledAtSubmit(makeSubmitResponse())).toBe(false);
  });
});
