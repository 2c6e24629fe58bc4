// The sandbox stands in for the real Payment Kit, so what it stores and answers must fit the real
// types too. Its records (adapters/sandbox/model.ts, which the seeds and scenarios are typed by) are
// checked in the other direction from entities.contract.test.ts: where a value the sandbox may
// send is one the real type cannot hold. Fields the real type lacks are the Extras pinned there.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  TAutoRechargeConfig,
  TCheckoutSessionExpanded,
  TCreditGrantExpanded,
  TCreditTransactionExpanded,
  TCustomer,
  TInvoiceExpanded,
  TPaymentIntentExpanded,
  TPaymentLinkExpanded,
  TPriceExpanded,
  TSetting,
  TSubscriptionExpanded,
} from '@blocklet/payment-types';
import type { SandboxData } from '@adapters/sandbox/model';
import type { Conflicts } from './contract-diff';
import type { Jsonified } from './jsonified';

/** A record as the sandbox answers it: its back-end-only fields stripped (publicView). */
type Sent<Records> = Omit<Records[keyof Records], '_sandbox'>;
/**
 * Only where the types differ. Which fields the sandbox leaves out is not the question here, nor
 * null: the real types write a nullable column as `field?: T`, but sequelize serializes an unset
 * one as null, and our records allow null where the schemas do (docs/contract.md).
 */
type Refused<S, R> = Exclude<
  Conflicts<S, Jsonified<R>>,
  `${string}: may be missing` | `${string}: missing` | `${string}: may be null`
>;

describe('the sandbox records against the real types (compile time)', () => {
  it('checkout sessions, payment links, prices', () => {
    expectTypeOf<Refused<Sent<SandboxData['sessions']>, TCheckoutSessionExpanded>>().toEqualTypeOf<
      | 'discounts[]: type'
      | 'subscription_data.billing_threshold_amount: type'
      | 'subscription_data.min_stake_amount: type'
    >();
    expectTypeOf<Refused<Sent<SandboxData['links']>, TPaymentLinkExpanded>>().toEqualTypeOf<never>();
    expectTypeOf<Refused<Sent<SandboxData['prices']>, TPriceExpanded>>().toEqualTypeOf<never>();
  });
  it('payment intents, invoices, subscriptions, customers', () => {
    expectTypeOf<Refused<Sent<SandboxData['intents']>, TPaymentIntentExpanded>>().toEqualTypeOf<never>();
    expectTypeOf<
      Refused<Sent<SandboxData['invoices']>, TInvoiceExpanded>
    >().toEqualTypeOf<'created_at: type'>();
    expectTypeOf<
      Refused<Sent<SandboxData['subscriptions']>, TSubscriptionExpanded>
    >().toEqualTypeOf<'service_actions[]: type'>();
    expectTypeOf<Refused<Sent<SandboxData['customers']>, TCustomer>>().toEqualTypeOf<never>();
  });
  it('credit grants and transactions, auto top-up configs, settings records', () => {
    expectTypeOf<Refused<Sent<SandboxData['creditGrants']>, TCreditGrantExpanded>>().toEqualTypeOf<
      'effective_at: type' | 'expires_at: type'
    >();
    expectTypeOf<
      Refused<Sent<SandboxData['creditTransactions']>, TCreditTransactionExpanded>
    >().toEqualTypeOf<'created_at: type'>();
    expectTypeOf<Refused<Sent<SandboxData['autoTopUps']>, TAutoRechargeConfig>>().toEqualTypeOf<never>();
    expectTypeOf<Refused<SandboxData['settingsRecords'][number], TSetting>>().toEqualTypeOf<never>();
  });
});
