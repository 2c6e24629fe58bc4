import { describe, expect, it } from 'vitest';
import {
  AccessToken,
  AutoTopUpConfig,
  CheckoutSession,
  CheckoutSubmitResponse,
  submitAnswerSchema,
  CreditGrant,
  CreditTransaction,
  Customer,
  FastCheckoutConfirmResponse,
  Invoice,
  NavigationItem,
  Notification,
  OverdueResponse,
  Paginated,
  PaymentLink,
  Price,
  Refund,
  RetrieveCheckoutResponse,
  SessionUser,
  Settings,
  StoreApp,
  StoreCategory,
  StorePaged,
  Subscription,
  Benefit,
  TransactionRecord,
  decode,
} from '@domain/model';
import {
  makeLineItem,
  makePaymentIntent,
  makePaymentLink,
  makePrice,
  makeRecurringPrice,
  makeSession,
  makeSettings,
  makeSubmitResponse,
  yearly,
} from '@test/fixtures/checkout';
import {
  makeAutoTopUp,
  makeCreditGrant,
  makeCreditTransaction,
  makeCustomer,
  makeInvoice,
  makeOverdue,
  makeRefund,
  makeSubscription,
} from '@test/fixtures/billing';
import { makeAccessToken, makeCategory, makeNavItem, makeNotification, makeStoreApp, makeUser } from '@test/fixtures/shell';
import { fullSession, fullSubmitResponse } from '@test/fixtures/complete';

const expectOk = <T>(result: ReturnType<typeof decode>, expected?: T) => {
  if (!result.ok) throw new Error(`expected success, got: ${result.message}`);
  if (expected !== undefined) expect(result.value).toEqual(expected);
  return result.value;
};

const expectFailure = (result: ReturnType<typeof decode>, message: string) => {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.message).toBe(message);
};

describe('fixtures decode through their schemas unchanged', () => {
  const cases: ReadonlyArray<[string, Parameters<typeof decode>[0], unknown]> = [
    ['Price', Price, makePrice()],
    ['recurring Price with upsell', Price, makeRecurringPrice({ upsell: { upsells_to_id: 'price_yearly', upsells_to: makeRecurringPrice({ id: 'price_yearly', recurring: yearly }) } })],
    ['CheckoutSession', CheckoutSession, makeSession()],
    ['RetrieveCheckoutResponse', RetrieveCheckoutResponse, { checkoutSession: makeSession(), paymentIntent: makePaymentIntent() }],
    ['CheckoutSubmitResponse', CheckoutSubmitResponse, makeSubmitResponse()],
    ['FastCheckoutConfirmResponse', FastCheckoutConfirmResponse, { fastPaid: true }],
    ['PaymentLink', PaymentLink, makePaymentLink()],
    ['Settings', Settings, makeSettings()],
    ['Invoice', Invoice, makeInvoice()],
    ['Refund', Refund, makeRefund()],
    ['Customer', Customer, makeCustomer()],
    ['Subscription', Subscription, makeSubscription()],
    ['OverdueResponse', OverdueResponse, makeOverdue()],
    ['AutoTopUpConfig', AutoTopUpConfig, makeAutoTopUp()],
    ['CreditGrant', CreditGrant, makeCreditGrant()],
    ['CreditTransaction', CreditTransaction, makeCreditTransaction()],
    ['Notification', Notification, makeNotification()],
    ['NavigationItem', NavigationItem, makeNavItem({ items: [makeNavItem({ id: 'child', role: ['admin'] })] })],
    ['SessionUser', SessionUser, makeUser()],
    ['StoreApp', StoreApp, makeStoreApp()],
    ['StoreCategory', StoreCategory, makeCategory()],
    ['AccessToken', AccessToken, makeAccessToken()],
    ['Benefit', Benefit, { name: 'Bob', address: 'z1bob', percent: 50 }],
    ['TransactionRecord', TransactionRecord, { ethereum: { tx_hash: '0xabc', gas_price: '1', gas_used: '21000' }, stripe: { payment_intent_id: 'pi_1' } }],
  ];
  it.each(cases)('%s', (_name, schema, input) => {
    expectOk(decode(schema, input));
  });

  it('keeps a fixture equal to itself', () => {
    const session = makeSession({ line_items: [makeLineItem({ price: makeRecurringPrice() })] });
    expectOk(decode(CheckoutSession, session), session);
  });
});

describe('missing or wrong required fields fail with the path', () => {
  it('names a nested path inside an array', () => {
    const session = makeSession();
    const broken = { ...session, line_items: [{ ...session.line_items[0], price: { ...makePrice(), unit_amount: 100 } }] };
    expectFailure(decode(CheckoutSession, broken), 'line_items[0].price.unit_amount: Expected string');
  });

  it('reports a missing key', () => {
    const { expires_at: _gone, ...session } = makeSession();
    const result = decode(CheckoutSession, session);
    expectFailure(result, 'expires_at: Missing key');
    if (!result.ok) expect(result.path).toBe('expires_at');
  });

  it('rejects an unknown enum value', () => {
    expectFailure(decode(Invoice, { ...makeInvoice(), status: 'weird' }), 'status: Expected "draft" | "open" | "paid" | "uncollectible" | "void"');
  });

  it('reports a non-object at the root without a path', () => {
    const result = decode(Price, null);
    expectFailure(result, 'Expected object');
    if (!result.ok) expect(result.path).toBe('');
  });

  it('names record keys of a keyed summary', () => {
    const overdue = makeOverdue();
    const broken = { ...overdue, summary: { pc_abt: { ...overdue.summary['pc_abt'], amount: undefined } } };
    expect(decode(OverdueResponse, broken)).toMatchObject({ ok: false, path: 'summary.pc_abt.amount' });
  });
});

describe('leniency of the wire', () => {
  it('tolerates and strips unknown fields', () => {
    const value = expectOk(decode(Price, { ...makePrice(), brand_new_field: 1 }));
    expect(value).not.toHaveProperty('brand_new_field');
  });

  it('keeps unknown metadata keys next to the ones it reads', () => {
    const session = makeSession({ metadata: { page_info: { form_purpose_description: { en: 'Why', zh: '为何' } }, custom: 'kept' } });
    const value = expectOk(decode(CheckoutSession, session)) as typeof session;
    expect(value.metadata).toEqual({ page_info: { form_purpose_description: { en: 'Why', zh: '为何' } }, custom: 'kept' });
  });

  it('reads decimal values sent as numbers into strings', () => {
    const value = expectOk(decode(CheckoutSession, { ...makeSession(), subscription_data: { billing_threshold_amount: 10, min_stake_amount: '5', trial_period_days: 7 } })) as ReturnType<typeof makeSession>;
    expect(value.subscription_data?.billing_threshold_amount).toBe('10');
    expect(value.subscription_data?.min_stake_amount).toBe('5');
  });

  it('accepts null for nullable fields and omitted optional ones', () => {
    expectOk(decode(Price, { id: 'p', type: 'one_time', currency_id: 'c', unit_amount: '1', recurring: null, custom_unit_amount: null }));
  });

  it('decodes credit config from price metadata', () => {
    const price = { ...makePrice(), metadata: { credit_config: { credit_amount: 20, currency_id: 'pc_credit', valid_duration_value: 30, valid_duration_unit: 'days' } } };
    const value = expectOk(decode(Price, price)) as Price;
    expect(value.metadata?.credit_config?.credit_amount).toBe('20');
  });
});

describe('list envelopes', () => {
  it('decodes a Payment Kit page', () => {
    expectOk(decode(Paginated(Invoice), { list: [makeInvoice()], count: 1 }));
  });
  it('names the item path of a bad page entry', () => {
    expect(decode(Paginated(Invoice), { list: [{ ...makeInvoice(), total: null }], count: 1 })).toMatchObject({ ok: false, path: 'list[0].total' });
  });
  it('decodes a store page', () => {
    expectOk(decode(StorePaged(AccessToken), { dataList: [makeAccessToken()], total: 1 }));
  });
});

describe('the submit answer by way of paying', () => {
  it('a wallet answer must say whether balance and delegation suffice, unless the server already completed the order (a 0 total)', () => {
    const { balance: _b, delegation: _d, ...bare } = makeSubmitResponse();
    expectFailure(decode(submitAnswerSchema('crypto'), bare), 'balance: Missing key');
    const settled = { ...bare, checkoutSession: makeSession({ status: 'complete', payment_status: 'no_payment_required' }) };
    expectOk(decode(submitAnswerSchema('crypto'), settled));
    expectOk(decode(submitAnswerSchema('card'), settled));
    expectOk(decode(submitAnswerSchema('credit'), settled));
    const open = { ...bare, checkoutSession: makeSession({ status: 'open', payment_status: 'unpaid' }) };
    expectFailure(decode(submitAnswerSchema('crypto'), open), 'balance: Missing key');
  });

  const { stripeContext: _s, creditSufficient: _c, balance: _b, delegation: _d, ...nothingToPayWith } = fullSubmitResponse();

  it.each([
    ['card', 'stripeContext', 'stripeContext: Missing key'],
    ['credit', 'creditSufficient', 'creditSufficient: Missing key'],
    ['crypto', 'balance', 'balance: Missing key'],
  ] as const)('a %s answer without what that way of paying needs is refused (%s)', (kind, path, message) => {
    expect(decode(submitAnswerSchema(kind), nothingToPayWith)).toEqual({ ok: false, path, message });
  });

  it('a card answer needs a client secret the card element can confirm, and keeps the whole Stripe context', () => {
    const card = { ...nothingToPayWith, stripeContext: { client_secret: 'pi_1_secret_x', intent_type: 'payment_intent', status: 'requires_action' } };
    expect(decode(submitAnswerSchema('card'), card)).toEqual({ ok: true, value: card });
    expect(decode(submitAnswerSchema('card'), { ...card, stripeContext: { client_secret: '' } })).toMatchObject({ ok: false, path: 'stripeContext.client_secret' });
  });

  it('a wallet answer needs the delegation as well as the balance', () => {
    expect(decode(submitAnswerSchema('crypto'), { ...nothingToPayWith, balance: { sufficient: true } })).toEqual({ ok: false, path: 'delegation', message: 'delegation: Missing key' });
  });

  it.each(['paid', 'no_payment_required'] as const)('a completed order (%s) settles the answer for every way of paying, the session kept whole', (payment_status) => {
    const settled = { ...nothingToPayWith, checkoutSession: fullSession({ status: 'complete', payment_status }) };
    for (const kind of ['card', 'credit', 'crypto'] as const) expect(decode(submitAnswerSchema(kind), settled)).toEqual({ ok: true, value: settled });
  });

  it('a completed but unpaid session settles nothing', () => {
    const unpaid = { ...nothingToPayWith, checkoutSession: fullSession({ status: 'complete', payment_status: 'unpaid' }) };
    expect(decode(submitAnswerSchema('crypto'), unpaid)).toMatchObject({ ok: false });
  });
});
