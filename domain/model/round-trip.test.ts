// Every field the API sends survives decoding and is checked: a complete answer (every optional
// field present, every nested object filled: test/fixtures/complete.ts) decodes to a value equal to
// what was sent, and a value of the wrong type anywhere in it is refused with that field's path.
// A field the schema forgot would be dropped by decoding; a nested object whose fields went missing
// would let anything through (an empty Struct passes its input on as is).
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import {
  AccessToken,
  AutoTopUpConfig,
  Benefit,
  CheckoutSession,
  CheckoutSubmitResponse,
  CreditGrant,
  CreditTransaction,
  Customer,
  FastCheckoutConfirmResponse,
  Invoice,
  InvoiceLine,
  LineItem,
  NavigationItem,
  Notification,
  NotificationReadEvent,
  OverdueResponse,
  Paginated,
  PaymentCurrency,
  PaymentIntent,
  PaymentLink,
  Price,
  Product,
  Refund,
  RetrieveCheckoutResponse,
  SessionUser,
  Settings,
  SettingsRecord,
  StoreApp,
  StoreAppVersion,
  StoreCategory,
  StorePaged,
  Subscription,
  TransactionRecord,
  decode,
  submitAnswerSchema,
} from '@domain/model';
import { PricingTable, PricingTableCheckout } from '@domain/model/pricing-table';
import { AutoTopUpSubmitResult, ChangePaymentResult, ChangePlanPreview, ChangePlanResult, RecoverInfo } from '@domain/model/subscription-actions';
import {
  fullAccessToken,
  fullAutoTopUp,
  fullAutoTopUpSubmitResult,
  fullBenefit,
  fullCategory,
  fullChangePaymentResult,
  fullChangePlanPreview,
  fullChangePlanResult,
  fullCreditGrant,
  fullCreditTransaction,
  fullCurrency,
  fullCustomer,
  fullInvoice,
  fullInvoiceLine,
  fullLineItem,
  fullNavItem,
  fullNotification,
  fullOverdue,
  fullPaymentIntent,
  fullPaymentLink,
  fullPrice,
  fullPricingTable,
  fullPricingTableCheckout,
  fullProduct,
  fullRecoverInfo,
  fullRefund,
  fullSession,
  fullSettings,
  fullSettingsRecord,
  fullStoreApp,
  fullSubmitResponse,
  fullSubscription,
  fullTransactionRecord,
  fullUser,
  fullVersion,
} from '@test/fixtures/complete';

type Case = readonly [name: string, schema: Schema.Codec<unknown, unknown>, answer: unknown];
const schemaOf = <S extends Schema.Top>(schema: S) => schema as unknown as Schema.Codec<unknown, unknown>;

/** One complete answer per schema the adapters decode, and the two list envelopes. */
const entities: ReadonlyArray<Case> = [
  ['PaymentCurrency', schemaOf(PaymentCurrency), fullCurrency()],
  ['Settings', schemaOf(Settings), fullSettings()],
  ['SettingsRecord', schemaOf(SettingsRecord), fullSettingsRecord()],
  ['Product', schemaOf(Product), fullProduct()],
  ['Price', schemaOf(Price), fullPrice()],
  ['LineItem', schemaOf(LineItem), fullLineItem()],
  ['CheckoutSession', schemaOf(CheckoutSession), fullSession()],
  ['PaymentIntent', schemaOf(PaymentIntent), fullPaymentIntent()],
  ['TransactionRecord', schemaOf(TransactionRecord), fullTransactionRecord()],
  ['PaymentLink', schemaOf(PaymentLink), fullPaymentLink()],
  ['RetrieveCheckoutResponse', schemaOf(RetrieveCheckoutResponse), { checkoutSession: fullSession(), paymentIntent: fullPaymentIntent(), paymentLink: fullPaymentLink() }],
  ['CheckoutSubmitResponse', schemaOf(CheckoutSubmitResponse), fullSubmitResponse()],
  ['FastCheckoutConfirmResponse', schemaOf(FastCheckoutConfirmResponse), { fastPaid: true }],
  ['Customer', schemaOf(Customer), fullCustomer()],
  ['Invoice', schemaOf(Invoice), fullInvoice()],
  ['InvoiceLine', schemaOf(InvoiceLine), fullInvoiceLine()],
  ['Refund', schemaOf(Refund), fullRefund()],
  ['Subscription', schemaOf(Subscription), fullSubscription()],
  ['OverdueResponse', schemaOf(OverdueResponse), fullOverdue()],
  ['AutoTopUpConfig', schemaOf(AutoTopUpConfig), fullAutoTopUp()],
  ['Benefit', schemaOf(Benefit), fullBenefit()],
  ['CreditGrant', schemaOf(CreditGrant), fullCreditGrant()],
  ['CreditTransaction', schemaOf(CreditTransaction), fullCreditTransaction()],
  ['Notification', schemaOf(Notification), fullNotification()],
  ['NotificationReadEvent', schemaOf(NotificationReadEvent), { receiver: 'z1alice', readCount: 3 }],
  ['NavigationItem', schemaOf(NavigationItem), fullNavItem()],
  ['SessionUser', schemaOf(SessionUser), fullUser()],
  ['StoreAppVersion', schemaOf(StoreAppVersion), fullVersion()],
  ['StoreCategory', schemaOf(StoreCategory), fullCategory()],
  ['StoreApp', schemaOf(StoreApp), fullStoreApp()],
  ['AccessToken', schemaOf(AccessToken), fullAccessToken()],
  ['PricingTable', schemaOf(PricingTable), fullPricingTable()],
  ['PricingTableCheckout', schemaOf(PricingTableCheckout), fullPricingTableCheckout()],
  ['RecoverInfo', schemaOf(RecoverInfo), fullRecoverInfo()],
  ['ChangePlanPreview', schemaOf(ChangePlanPreview), fullChangePlanPreview()],
  ['ChangePlanResult', schemaOf(ChangePlanResult), fullChangePlanResult()],
  ['ChangePaymentResult', schemaOf(ChangePaymentResult), fullChangePaymentResult()],
  ['AutoTopUpSubmitResult', schemaOf(AutoTopUpSubmitResult), fullAutoTopUpSubmitResult()],
  ['a Payment Kit page', schemaOf(Paginated(Invoice)), { list: [fullInvoice(), fullInvoice({ id: 'in_2', status: 'open' })], count: 2 }],
  ['a store page', schemaOf(StorePaged(StoreApp)), { dataList: [fullStoreApp()], total: 1, totalBlocklet: 1 }],
];

/** The other shapes the API sends for the same field, and the envelopes around lists. */
const variants: ReadonlyArray<Case> = [
  ['a store app whose category is a bare id', schemaOf(StoreApp), fullStoreApp({ category: 'cat_1' })],
  ['a user outside any org (org is "")', schemaOf(SessionUser), { ...fullUser(), org: '', updatedAt: 1735776000000 }],
  ['a navigation entry with plain-text title and link', schemaOf(NavigationItem), { id: 'nav_home', title: 'Home', link: '/', section: 'header', role: 'guest' }],
  ['the card answer', schemaOf(submitAnswerSchema('card')), fullSubmitResponse()],
  ['the credit answer', schemaOf(submitAnswerSchema('credit')), fullSubmitResponse()],
  ['the wallet answer', schemaOf(submitAnswerSchema('crypto')), fullSubmitResponse()],
];

describe('a complete answer decodes to exactly what was sent', () => {
  it.each([...entities, ...variants])('%s', (_name, schema, answer) => {
    expect(decode(schema, answer)).toEqual({ ok: true, value: answer });
  });
});

describe('the complete answers name every field of their schema', () => {
  // Keeps the fixtures honest: a field added to a schema and not to its complete answer would
  // leave that field unchecked above.
  const structs = entities.flatMap(([name, schema, answer]) => ('fields' in schema ? [[name, Object.keys(schema.fields as object), answer] as const] : []));
  it('covers the top-level schemas', () => expect(structs.length).toBeGreaterThan(30));
  it.each(structs)('%s', (_name, fields, answer) => {
    expect(Object.keys(answer as object).sort()).toEqual([...fields].sort());
  });
});

describe('a decoded answer can be stored and read back unchanged (the settings cache encodes it)', () => {
  it.each(entities)('%s', (_name, schema, answer) => {
    const decoded = Schema.decodeUnknownSync(schema)(answer);
    expect(Schema.decodeUnknownSync(schema)(JSON.parse(JSON.stringify(Schema.encodeUnknownSync(schema)(decoded))))).toEqual(answer);
  });
});

/** Parts the API leaves free-form (Metadata, Unknown): kept as sent, never checked. */
const FREE_FORM = new Set(['vendor_config', 'discounts', 'service_actions', 'invoice_settings']);
/** The metadata keys the schemas read (metadataWith); every other metadata key is free-form. */
const READ_METADATA = new Set(['page_info', 'payment_details', 'credit_config', 'phone']);
const FREE_FORM_BY_ENTITY: Readonly<Record<string, ReadonlyArray<string>>> = { SettingsRecord: ['settings'] };

type Segment = string | number;
const readable = (segments: ReadonlyArray<Segment>) =>
  segments.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${segment}`)).join('').replace(/^\./, '');

/**
 * The path of every checked value in an answer. A nested object equal to another entity's complete
 * answer is probed at its first value only (is it checked at all at this place?): that entity's own
 * case checks every field of it.
 */
function checkedLeaves(value: unknown, segments: ReadonlyArray<Segment>, checkedElsewhere: (node: unknown) => boolean): Segment[][] {
  if (value === null) return [];
  if (segments.length > 0 && checkedElsewhere(value)) return checkedLeaves(value, segments, () => false).slice(0, 1);
  if (Array.isArray(value)) return value.flatMap((item: unknown, index) => checkedLeaves(item, [...segments, index], checkedElsewhere));
  if (typeof value === 'object') {
    const key = segments.at(-1);
    return Object.entries(value)
      .filter(([field]) => !FREE_FORM.has(field) && (key !== 'metadata' || READ_METADATA.has(field)))
      .flatMap(([field, item]) => checkedLeaves(item, [...segments, field], checkedElsewhere));
  }
  return [[...segments]];
}

const withValueAt = (answer: unknown, segments: ReadonlyArray<Segment>, value: unknown): unknown => {
  // Through JSON, not structuredClone: a fixture may hold one object at two places.
  const copy: unknown = JSON.parse(JSON.stringify(answer));
  let node = copy as Record<Segment, unknown>;
  for (const segment of segments.slice(0, -1)) node = node[segment] as Record<Segment, unknown>;
  node[segments.at(-1)!] = value;
  return copy;
};

describe('a value of the wrong type anywhere in a complete answer is refused with its path', () => {
  const entityOf = new Map(entities.map(([name, , answer]) => [JSON.stringify(answer), name]));
  it.each(entities)('%s', (name, schema, answer) => {
    const freeForm = FREE_FORM_BY_ENTITY[name] ?? [];
    const leaves = checkedLeaves(answer, [], (node) => typeof node === 'object' && (entityOf.get(JSON.stringify(node)) ?? name) !== name).filter((segments) => !freeForm.some((part) => readable(segments).startsWith(`${part}.`)));
    const refusals = leaves.map((segments) => {
      const sent = segments.reduce<unknown>((node, segment) => (node as Record<Segment, unknown>)[segment], answer);
      const result = decode(schema, withValueAt(answer, segments, typeof sent === 'boolean' ? 'yes' : true));
      return { path: readable(segments), refusedAt: result.ok ? 'accepted' : result.path };
    });
    expect(refusals.filter(({ path, refusedAt }) => path !== refusedAt)).toEqual([]);
  });
});
