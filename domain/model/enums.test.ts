// Every value of a closed list the API sends is accepted, and any other value is refused with the
// field's readable path and the whole list. The lists are written out here as the API documents
// them (docs/spec, @blocklet/payment-types), not read from the schemas.
import { describe, expect, it } from 'vitest';
import {
  CancellationReason,
  CheckoutSession,
  CreditGrant,
  CurrencyType,
  Invoice,
  NavigationSection,
  Notification,
  PaymentMethod,
  Price,
  Refund,
  StoreApp,
  StoreAppVersion,
  Subscription,
  AccessToken,
  SessionUser,
  decode,
} from '@domain/model';
import { PricingTable } from '@domain/model/pricing-table';
import {
  fullAccessToken,
  fullCreditGrant,
  fullInvoice,
  fullNotification,
  fullPrice,
  fullPricingTable,
  fullRefund,
  fullSession,
  fullStoreApp,
  fullSubscription,
  fullUser,
  fullVersion,
} from '@test/fixtures/complete';
import { makeMethod } from '@test/fixtures/checkout';

interface ClosedList {
  readonly name: string;
  readonly schema: Parameters<typeof decode>[0];
  /** The field's readable path in a refusal; '' for a list decoded on its own. */
  readonly path: string;
  /** A complete answer carrying the value at that path. */
  readonly answer: (value: string) => unknown;
  readonly values: ReadonlyArray<string>;
}

const lists: ReadonlyArray<ClosedList> = [
  {
    name: 'checkout mode',
    schema: CheckoutSession,
    path: 'mode',
    answer: (mode) => ({ ...fullSession(), mode }),
    values: ['payment', 'subscription', 'setup', 'donation'],
  },
  { name: 'checkout status', schema: CheckoutSession, path: 'status', answer: (status) => ({ ...fullSession(), status }), values: ['open', 'complete', 'expired'] },
  {
    name: 'checkout payment status',
    schema: CheckoutSession,
    path: 'payment_status',
    answer: (payment_status) => ({ ...fullSession(), payment_status }),
    values: ['paid', 'unpaid', 'no_payment_required'],
  },
  { name: 'price type', schema: Price, path: 'type', answer: (type) => ({ ...fullPrice(), type }), values: ['one_time', 'recurring'] },
  {
    name: 'recurring interval',
    schema: Price,
    path: 'recurring.interval',
    answer: (interval) => ({ ...fullPrice(), recurring: { ...fullPrice().recurring, interval } }),
    values: ['hour', 'day', 'week', 'month', 'year'],
  },
  {
    name: 'usage type',
    schema: Price,
    path: 'recurring.usage_type',
    answer: (usage_type) => ({ ...fullPrice(), recurring: { ...fullPrice().recurring, usage_type } }),
    values: ['licensed', 'metered'],
  },
  {
    name: 'subscription status',
    schema: Subscription,
    path: 'status',
    answer: (status) => ({ ...fullSubscription(), status }),
    values: ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'],
  },
  {
    name: 'cancellation feedback',
    schema: CancellationReason,
    path: '',
    answer: (reason) => reason,
    values: ['too_expensive', 'missing_features', 'switched_service', 'unused', 'customer_service', 'too_complex', 'low_quality', 'other'],
  },
  {
    name: 'invoice status',
    schema: Invoice,
    path: 'status',
    answer: (status) => ({ ...fullInvoice(), status }),
    values: ['draft', 'open', 'paid', 'uncollectible', 'void'],
  },
  {
    name: 'credit grant status',
    schema: CreditGrant,
    path: 'status',
    answer: (status) => ({ ...fullCreditGrant(), status }),
    values: ['granted', 'pending', 'expired', 'depleted', 'voided'],
  },
  { name: 'refund type', schema: Refund, path: 'type', answer: (type) => ({ ...fullRefund(), type }), values: ['refund', 'stake_return'] },
  {
    name: 'payment method type',
    schema: PaymentMethod,
    path: 'type',
    answer: (type) => ({ ...makeMethod(), type }),
    values: ['arcblock', 'ethereum', 'base', 'bitcoin', 'stripe'],
  },
  { name: 'currency type', schema: CurrencyType, path: '', answer: (type) => type, values: ['standard', 'credit'] },
  {
    name: 'notification severity',
    schema: Notification,
    path: 'severity',
    answer: (severity) => ({ ...fullNotification(), severity }),
    values: ['normal', 'success', 'info', 'warning', 'error'],
  },
  {
    name: 'notification source',
    schema: Notification,
    path: 'source',
    answer: (source) => ({ ...fullNotification(), source }),
    values: ['system', 'component'],
  },
  {
    name: 'activity type',
    schema: Notification,
    path: 'activity.type',
    answer: (type) => ({ ...fullNotification(), activity: { ...fullNotification().activity, type } }),
    values: ['comment', 'like', 'follow', 'tips', 'mention', 'assign', 'un_assign'],
  },
  {
    name: 'navigation section',
    schema: NavigationSection,
    path: '',
    answer: (section) => section,
    values: ['header', 'footer', 'social', 'bottom', 'dashboard', 'sessionManager', 'userCenter'],
  },
  {
    name: 'store version status',
    schema: StoreAppVersion,
    path: 'status',
    answer: (status) => fullVersion({ status: status as never }),
    values: ['DRAFT', 'PENDING_REVIEW', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'PUBLISHED', 'CANCELLED'],
  },
  {
    name: 'store version status inside an app',
    schema: StoreApp,
    path: 'reviewVersion.status',
    answer: (status) => fullStoreApp({ reviewVersion: fullVersion({ status: status as never }) }),
    values: ['DRAFT', 'PENDING_REVIEW', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'PUBLISHED', 'CANCELLED'],
  },
  { name: 'store app status', schema: StoreApp, path: 'status', answer: (status) => ({ ...fullStoreApp(), status }), values: ['normal', 'blocked'] },
  {
    name: 'store review type',
    schema: StoreApp,
    path: 'reviewType',
    answer: (reviewType) => ({ ...fullStoreApp(), reviewType }),
    values: ['FIRST', 'EACH'],
  },
  {
    name: 'access token status',
    schema: AccessToken,
    path: 'status',
    answer: (status) => ({ ...fullAccessToken(), status }),
    values: ['normal', 'revoked'],
  },
];

const expected = (values: ReadonlyArray<string>) => `Expected ${values.map((value) => `"${value}"`).join(' | ')}`;

describe.each(lists)('$name', ({ schema, path, answer, values }) => {
  it.each(values)('accepts %s', (value) => {
    expect(decode(schema, answer(value))).toEqual({ ok: true, value: answer(value) });
  });

  it('refuses a value outside the list, naming the field and every accepted value', () => {
    const message = path ? `${path}: ${expected(values)}` : expected(values);
    expect(decode(schema, answer('not_a_known_value'))).toEqual({ ok: false, path, message });
  });
});

describe('other closed values', () => {
  const withTopTier = (up_to: unknown) => {
    const price = fullPrice();
    const [option] = price.currency_options ?? [];
    return { ...price, currency_options: [{ ...option, tiers: [{ up_to, unit_amount: '1', flat_amount: '0' }] }] };
  };

  it('a price tier goes up to a number or to "inf", nothing else', () => {
    expect(decode(Price, withTopTier(1000))).toMatchObject({ ok: true });
    expect(decode(Price, withTopTier('inf'))).toEqual({ ok: true, value: withTopTier('inf') });
    expect(decode(Price, withTopTier('infinity'))).toEqual({
      ok: false,
      path: 'currency_options[0].tiers[0].up_to',
      message: 'currency_options[0].tiers[0].up_to: Expected number | "inf"',
    });
  });

  it('a pricing table names itself "pricing_table" or says nothing of its kind', () => {
    const { object: _kind, ...unnamed } = fullPricingTable();
    expect(decode(PricingTable, fullPricingTable())).toEqual({ ok: true, value: fullPricingTable() });
    expect(decode(PricingTable, unnamed)).toEqual({ ok: true, value: unnamed });
    expect(decode(PricingTable, { ...fullPricingTable(), object: 'checkout.session' })).toEqual({
      ok: false,
      path: 'object',
      message: 'object: Expected "pricing_table" | undefined',
    });
  });

  it('a user belongs to an org or to none (""), not to another text', () => {
    expect(decode(SessionUser, { ...fullUser(), org: '' })).toEqual({ ok: true, value: { ...fullUser(), org: '' } });
    expect(decode(SessionUser, fullUser())).toEqual({ ok: true, value: fullUser() });
    expect(decode(SessionUser, { ...fullUser(), org: 'org_1' })).toEqual({ ok: false, path: 'org', message: 'org: Expected object | ""' });
  });
});
