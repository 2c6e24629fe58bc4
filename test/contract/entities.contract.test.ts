// For every entity a live adapter decodes (adapters/api/*.ts with the schemas of domain/model), the
// real Payment Kit's published type (@blocklet/payment-types, as JSON: Jsonified) against what our
// schema's encoded side accepts. Each pinned union is the list in docs/contract.md, checked by the
// compiler: a field the real type renames, retypes or makes optional changes the union, and
// `npx tsc --noEmit -p .` fails naming the path. Nested entities are left out of their parent
// (Omit) and checked on their own, so each difference is listed once.
import { describe, expectTypeOf, it } from 'vitest';
import type { Schema } from 'effect';
import type {
  Paginated as RealPaginated,
  TAutoRechargeConfig,
  TCheckoutSessionExpanded,
  TCreditGrantExpanded,
  TCreditTransactionExpanded,
  TCustomer,
  TInvoiceExpanded,
  TInvoiceItemExpanded,
  TLineItemExpanded,
  TPaymentCurrency,
  TPaymentIntentExpanded,
  TPaymentLinkExpanded,
  TPaymentMethodExpanded,
  TPriceExpanded,
  TProduct,
  TRefundExpanded,
  TSetting,
  TSubscriptionExpanded,
  TSubscriptionItemExpanded,
} from '@blocklet/payment-types';
import type {
  AutoTopUpConfig,
  CheckoutSession,
  CreditGrant,
  CreditTransaction,
  Customer,
  Invoice,
  InvoiceLine,
  LineItem,
  Paginated,
  PaymentCurrency,
  PaymentIntent,
  PaymentLink,
  PaymentMethod,
  Price,
  Product,
  Refund,
  SettingsRecord,
  Subscription,
  SubscriptionItem,
} from '@domain/model';
import type { Conflicts, Extras } from './contract-diff';
import type { Jsonified } from './jsonified';

type Encoded<S> = Schema.Codec.Encoded<S>;
type Real<T> = Jsonified<T>;

describe('the real types against our schemas (compile time; the bodies only name the check)', () => {
  it('CheckoutSession ← TCheckoutSessionExpanded', () => {
    type E = Omit<Encoded<typeof CheckoutSession>, 'line_items'>;
    expectTypeOf<Conflicts<Real<TCheckoutSessionExpanded>, E>>().toEqualTypeOf<
      'mode: open string' | 'payment_status: open string' | 'status: open string'
    >();
    expectTypeOf<Extras<Real<TCheckoutSessionExpanded>, E>>().toEqualTypeOf<never>();
  });
  it('LineItem ← TLineItemExpanded', () => {
    type E = Omit<Encoded<typeof LineItem>, 'price' | 'upsell_price'>;
    expectTypeOf<Conflicts<Real<TLineItemExpanded>, E>>().toEqualTypeOf<never>();
    expectTypeOf<Extras<Real<TLineItemExpanded>, E>>().toEqualTypeOf<never>();
  });
  it('Price ← TPriceExpanded (its upsell target has the same fields)', () => {
    type E = Omit<Encoded<typeof Price>, 'product' | 'upsell'>;
    expectTypeOf<Conflicts<Real<TPriceExpanded>, E>>().toEqualTypeOf<
      'recurring.interval: open string' | 'recurring.usage_type: open string' | 'type: open string'
    >();
    expectTypeOf<Extras<Real<TPriceExpanded>, E>>().toEqualTypeOf<
      'currency_options[].custom_unit_amount.enabled' | 'custom_unit_amount.enabled'
    >();
    type U = Encoded<typeof Price>['upsell'];
    expectTypeOf<
      Conflicts<Real<NonNullable<TPriceExpanded['upsell']>>, Omit<NonNullable<U>, 'upsells_to'>>
    >().toEqualTypeOf<never>();
  });
  it('Product ← TProduct', () => {
    expectTypeOf<Conflicts<Real<TProduct>, Encoded<typeof Product>>>().toEqualTypeOf<never>();
    expectTypeOf<Extras<Real<TProduct>, Encoded<typeof Product>>>().toEqualTypeOf<never>();
  });
  it('PaymentCurrency ← TPaymentCurrency', () => {
    expectTypeOf<Conflicts<Real<TPaymentCurrency>, Encoded<typeof PaymentCurrency>>>().toEqualTypeOf<never>();
    expectTypeOf<Extras<Real<TPaymentCurrency>, Encoded<typeof PaymentCurrency>>>().toEqualTypeOf<never>();
  });
  it('PaymentIntent ← TPaymentIntentExpanded', () => {
    type E = Omit<Encoded<typeof PaymentIntent>, 'paymentCurrency'>;
    expectTypeOf<Conflicts<Real<TPaymentIntentExpanded>, E>>().toEqualTypeOf<never>();
    expectTypeOf<Extras<Real<TPaymentIntentExpanded>, E>>().toEqualTypeOf<never>();
  });
  it('PaymentLink ← TPaymentLinkExpanded', () => {
    expectTypeOf<Conflicts<Real<TPaymentLinkExpanded>, Encoded<typeof PaymentLink>>>().toEqualTypeOf<never>();
    expectTypeOf<Extras<Real<TPaymentLinkExpanded>, Encoded<typeof PaymentLink>>>().toEqualTypeOf<
      | 'donation_settings.beneficiaries[].url'
      | 'donation_settings.btn_text'
      | 'donation_settings.history_type'
    >();
  });
  it('PaymentMethod ← TPaymentMethodExpanded (GET /api/settings lists them)', () => {
    type E = Omit<Encoded<typeof PaymentMethod>, 'payment_currencies'>;
    expectTypeOf<Conflicts<Real<TPaymentMethodExpanded>, E>>().toEqualTypeOf<'type: open string'>();
    expectTypeOf<Extras<Real<TPaymentMethodExpanded>, E>>().toEqualTypeOf<never>();
  });
  it('Subscription ← TSubscriptionExpanded', () => {
    type E = Omit<Encoded<typeof Subscription>, 'items' | 'paymentCurrency'>;
    expectTypeOf<Conflicts<Real<TSubscriptionExpanded>, E>>().toEqualTypeOf<
      'pending_update.expires_at: may be missing' | 'status: open string'
    >();
    expectTypeOf<Extras<Real<TSubscriptionExpanded>, E>>().toEqualTypeOf<'stake'>();
  });
  it('SubscriptionItem ← TSubscriptionItemExpanded', () => {
    type E = Omit<Encoded<typeof SubscriptionItem>, 'price'>;
    expectTypeOf<Conflicts<Real<TSubscriptionItemExpanded>, E>>().toEqualTypeOf<never>();
    expectTypeOf<Extras<Real<TSubscriptionItemExpanded>, E>>().toEqualTypeOf<never>();
  });
  it('Invoice ← TInvoiceExpanded', () => {
    type E = Omit<Encoded<typeof Invoice>, 'paymentCurrency'>;
    expectTypeOf<Conflicts<Real<TInvoiceExpanded>, E>>().toEqualTypeOf<'status: open string'>();
    expectTypeOf<Extras<Real<TInvoiceExpanded>, E>>().toEqualTypeOf<never>();
  });
  it('InvoiceLine ← TInvoiceItemExpanded', () => {
    type E = Omit<Encoded<typeof InvoiceLine>, 'price'>;
    expectTypeOf<Conflicts<Real<TInvoiceItemExpanded>, E>>().toEqualTypeOf<never>();
    expectTypeOf<Extras<Real<TInvoiceItemExpanded>, E>>().toEqualTypeOf<never>();
  });
  it('Customer ← TCustomer', () => {
    expectTypeOf<Conflicts<Real<TCustomer>, Encoded<typeof Customer>>>().toEqualTypeOf<never>();
    expectTypeOf<Extras<Real<TCustomer>, Encoded<typeof Customer>>>().toEqualTypeOf<
      'didSpace' | 'fullName'
    >();
  });
  it('Refund ← TRefundExpanded', () => {
    type E = Omit<Encoded<typeof Refund>, 'paymentCurrency'>;
    expectTypeOf<Conflicts<Real<TRefundExpanded>, E>>().toEqualTypeOf<'type: open string'>();
    expectTypeOf<Extras<Real<TRefundExpanded>, E>>().toEqualTypeOf<never>();
  });
  it('CreditGrant ← TCreditGrantExpanded', () => {
    type E = Omit<Encoded<typeof CreditGrant>, 'paymentCurrency'>;
    expectTypeOf<Conflicts<Real<TCreditGrantExpanded>, E>>().toEqualTypeOf<'status: open string'>();
    expectTypeOf<Extras<Real<TCreditGrantExpanded>, E>>().toEqualTypeOf<never>();
  });
  it('CreditTransaction ← TCreditTransactionExpanded', () => {
    type E = Omit<Encoded<typeof CreditTransaction>, 'paymentCurrency'>;
    expectTypeOf<Conflicts<Real<TCreditTransactionExpanded>, E>>().toEqualTypeOf<never>();
    expectTypeOf<Extras<Real<TCreditTransactionExpanded>, E>>().toEqualTypeOf<'meter_event_id'>();
  });
  it('AutoTopUpConfig ← TAutoRechargeConfig', () => {
    expectTypeOf<
      Conflicts<Real<TAutoRechargeConfig>, Encoded<typeof AutoTopUpConfig>>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Extras<Real<TAutoRechargeConfig>, Encoded<typeof AutoTopUpConfig>>
    >().toEqualTypeOf<'payer'>();
  });
  it('SettingsRecord ← TSetting', () => {
    expectTypeOf<Conflicts<Real<TSetting>, Encoded<typeof SettingsRecord>>>().toEqualTypeOf<never>();
    expectTypeOf<Extras<Real<TSetting>, Encoded<typeof SettingsRecord>>>().toEqualTypeOf<
      'description'
    >();
  });
  it('Paginated ← Paginated (the list envelope)', () => {
    type Page = Encoded<ReturnType<typeof Paginated<typeof PaymentCurrency>>>;
    expectTypeOf<
      Conflicts<Real<RealPaginated<TPaymentCurrency>>, Omit<Page, 'list'>>
    >().toEqualTypeOf<never>();
    expectTypeOf<Extras<Real<RealPaginated<TPaymentCurrency>>, Page>>().toEqualTypeOf<never>();
  });
});
