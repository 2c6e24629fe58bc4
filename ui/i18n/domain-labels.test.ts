import { describe, expect, it } from 'vitest';
import {
  BILLING_REASONS,
  billingReasonKey,
  creditGrantStatusKey,
  invoiceStatusDisplay,
  refundTypeKey,
} from '@domain/display';
import { domain as en } from './messages/en/boot/domain';
import { domain as zh } from './messages/zh/boot/domain';

// The domain names its labels by key; both catalogues must hold every one of them.
describe('domain label keys', () => {
  it('every key returned exists in both catalogues', () => {
    const keys = [
      ...BILLING_REASONS.map(billingReasonKey),
      billingReasonKey('x'),
      refundTypeKey('refund'),
      refundTypeKey('stake_return'),
      ...['draft', 'open', 'paid', 'uncollectible', 'void', 'x'].map((s) => invoiceStatusDisplay(s).labelKey),
      'invoice.noPaymentRequired',
      ...['granted', 'pending', 'expired', 'depleted', 'voided', 'x'].map(creditGrantStatusKey),
    ];
    for (const key of keys) {
      expect(en).toHaveProperty([key]);
      expect(zh).toHaveProperty([key]);
    }
  });
});
