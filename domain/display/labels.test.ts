import { describe, expect, it } from 'vitest';
import {
  BILLING_REASONS,
  billingReasonKey,
  creditGrantStatusColor,
  creditGrantStatusKey,
  invoiceStatusColor,
  invoiceStatusDisplay,
  refundTypeKey,
  reviewStatusColor,
} from '@domain/display';

describe('invoice status colours (docs/spec/checkout-and-billing.md §4: paid success, open secondary, uncollectible warning, draft and void default)', () => {
  it.each([
    ['paid', 'success'],
    ['open', 'secondary'],
    ['uncollectible', 'warning'],
    ['draft', 'default'],
    ['void', 'default'],
    ['something-new', 'default'],
  ])('%s → %s', (status, color) => {
    expect(invoiceStatusColor(status)).toBe(color);
  });

  it('strikes void through with the no-payment-required tooltip', () => {
    expect(invoiceStatusDisplay('void')).toEqual({
      color: 'default',
      labelKey: 'invoiceStatus.void',
      struckThrough: true,
      tooltipKey: 'invoice.noPaymentRequired',
      payable: false,
    });
  });

  it('lets uncollectible invoices be paid', () => {
    expect(invoiceStatusDisplay('uncollectible')).toMatchObject({ payable: true, struckThrough: false, tooltipKey: undefined });
    expect(invoiceStatusDisplay('weird').labelKey).toBe('invoiceStatus.unknown');
  });
});

describe('credit grant status (docs/spec/shell-store-and-tables.md §4: granted success, pending warning, expired, depleted, voided neutral)', () => {
  it.each([
    ['granted', 'success'],
    ['pending', 'warning'],
    ['expired', 'default'],
    ['depleted', 'default'],
    ['voided', 'default'],
  ])('%s → %s', (status, color) => {
    expect(creditGrantStatusColor(status)).toBe(color);
    expect(creditGrantStatusKey(status)).toBe(`creditGrantStatus.${status}`);
  });

  it('labels unknown statuses', () => {
    expect(creditGrantStatusKey('new')).toBe('creditGrantStatus.unknown');
  });
});

describe('review status colours', () => {
  it.each([
    ['DRAFT', 'default'],
    ['PENDING_REVIEW', 'warning'],
    ['IN_REVIEW', 'info'],
    ['APPROVED', 'success'],
    ['REJECTED', 'error'],
    ['CANCELLED', 'error'],
    ['PUBLISHED', 'secondary'],
    ['OTHER', 'default'],
  ])('%s → %s', (status, color) => {
    expect(reviewStatusColor(status)).toBe(color);
  });
});

describe('billing reasons and refund types', () => {
  it('has a key for each of the 15 billing reasons of docs/spec/checkout-and-billing.md §3', () => {
    expect(BILLING_REASONS).toHaveLength(15);
    for (const reason of BILLING_REASONS) expect(billingReasonKey(reason)).toBe(`billingReason.${reason}`);
  });

  it('reads unknown or missing reasons as other', () => {
    expect(billingReasonKey('new_reason')).toBe('billingReason.other');
    expect(billingReasonKey(undefined)).toBe('billingReason.other');
  });

  it.each([
    ['refund', 'refundType.refund'],
    ['stake_return', 'refundType.stake_return'],
    [undefined, 'refundType.refund'],
  ])('refund type %s → %s', (type, key) => {
    expect(refundTypeKey(type)).toBe(key);
  });

});
