// The heavy customer of the billing tables (docs/tables.md): Lena Ledger, with 120 invoices over
// 14 months in every status and billing reason, the payment of every paid one (and attempts on
// open ones), refunds of paid invoices and stake returns of paid stakes, 25 credit
// grants in every status and 300 credit transactions from two meters. Deterministic: every value
// derives from the record's index and `now`, so a reset gives the same rows.
import type { CreditTransaction, Invoice, Refund } from '@domain/model';
import { BILLING_REASONS } from '@domain/display';
import { isStakeMovement } from '@domain/billing-history';
import { Big, fromTokenToUnit } from '@domain/money';
import { CURRENCY, currencyById } from '../catalog/currencies';
import { DID, customerIdOf } from '../catalog/identities';
import { PRICE } from '../catalog/prices';
import { makeCreditGrant } from '../engine/records';
import type { IntentRecord, SandboxData } from '../model';
import { DAY } from '../scenarios/build';
import { addInvoice, addSubscription } from '../scenarios/portal-build';
import './refunds-model';

export const LEDGER_COUNTS = { invoices: 120, refunds: 12, grants: 25, transactions: 300 } as const;
export const LEDGER_MONTHS = 14;
/** Every status of an invoice, in a cycle that leaves paid the most common. */
const INVOICE_STATUSES: readonly Invoice['status'][] = ['paid', 'open', 'paid', 'void', 'paid', 'uncollectible', 'draft'];
const INVOICE_CURRENCIES = [CURRENCY.abt, CURRENCY.usd, CURRENCY.tba] as const;
/** What an attempt to pay an open invoice that did not go through left behind. */
const ATTEMPT_STATUSES = ['requires_action', 'processing', 'canceled'] as const;
const GRANT_STATUSES = ['granted', 'pending', 'expired', 'depleted', 'voided'] as const;
export const LEDGER_METERS = [
  { id: 'meter_ai_tokens', unit: 'tokens', event_name: 'ai.tokens.used' },
  { id: 'meter_api_calls', unit: 'calls', event_name: 'api.calls.made' },
] as const;
export const LEDGER_SUBSCRIPTIONS = { pro: 'sub_ledger_pro', api: 'sub_ledger_api' } as const;

/** What the payment history says a payment was for. */
const paymentDescription = (reason: string, n: number) =>
  reason === 'recharge' || reason === 'auto_recharge' ? `Top-up ${n}` : reason.startsWith('subscription') ? `Subscription payment ${n}` : `Payment of ledger invoice ${n}`;
const amountIn = (currencyId: string, token: string) => fromTokenToUnit(token, currencyById(currencyId)?.decimal ?? 18);
const span = LEDGER_MONTHS * 30 * DAY;
/** Spread `count` records evenly over the 14 months before `now`, newest first. */
const at = (now: number, index: number, count: number) => now - Math.floor(((index + 0.5) * span) / count);

export function seedLedger(d: SandboxData, now: number): void {
  const customerId = customerIdOf(DID.ledger);
  addSubscription(d, { id: LEDGER_SUBSCRIPTIONS.pro, did: DID.ledger, priceId: PRICE.proMonthly, status: 'active', start: now - span });
  addSubscription(d, { id: LEDGER_SUBSCRIPTIONS.api, did: DID.ledger, priceId: PRICE.apiCalls, status: 'active', start: now - span });

  // Every paid invoice comes with its payment (addInvoice → engine/payments.ts); an open or
  // uncollectible one with an attempt that did not go through, so every payment status shows.
  let attempts = 0;
  const paidInvoices: Invoice[] = [];
  for (let i = 0; i < LEDGER_COUNTS.invoices; i += 1) {
    const currencyId = INVOICE_CURRENCIES[i % INVOICE_CURRENCIES.length]!;
    const reason = BILLING_REASONS[i % BILLING_REASONS.length]!;
    const status = INVOICE_STATUSES[i % INVOICE_STATUSES.length]!;
    // Every 20th invoice is zero (hidden by ignore_zero); subscription reasons belong to a subscription.
    const total = i % 20 === 7 ? '0' : amountIn(currencyId, String(5 + (i % 9) * 2.5));
    const subscriptionId = reason.startsWith('subscription') ? (i % 2 ? LEDGER_SUBSCRIPTIONS.pro : LEDGER_SUBSCRIPTIONS.api) : undefined;
    const createdAt = at(now, i, LEDGER_COUNTS.invoices);
    const invoice = addInvoice(
      d,
      {
        id: `in_sbx_ledger_${String(i + 1).padStart(3, '0')}`,
        customerId,
        currencyId,
        total,
        status,
        reason,
        createdAt,
        description: `Ledger invoice ${i + 1}`,
        ...(subscriptionId ? { subscriptionId } : {}),
        ...(status === 'paid' ? { txHash: `0xledgerpay${i + 1}` } : {}),
      },
      { description: paymentDescription(reason, i + 1) },
    );
    if (status === 'paid' && total !== '0') paidInvoices.push(invoice);
    // Two invoices recreated from an earlier one (include_recovered_from shows them).
    if (i === 3 || i === 50) d.invoices[invoice.id] = { ...invoice, metadata: { ...invoice.metadata, recovered_from: `in_sbx_ledger_${String(i + 2).padStart(3, '0')}` } };
    if ((status === 'open' || status === 'uncollectible') && total !== '0') {
      const attemptStatus = ATTEMPT_STATUSES[attempts % ATTEMPT_STATUSES.length]!;
      attempts += 1;
      const id = `pi_sbx_ledger_attempt_${String(attempts).padStart(2, '0')}`;
      const intent: IntentRecord = {
        id,
        status: attemptStatus,
        amount: total,
        amount_received: '0',
        currency_id: currencyId,
        customer_id: customerId,
        description: paymentDescription(reason, i + 1),
        created_at: createdAt,
        paymentCurrency: currencyById(currencyId) ?? null,
        payment_details: null,
        last_payment_error: attemptStatus === 'requires_action' ? { message: 'Your card was declined.', code: 'card_declined' } : null,
        metadata: { invoice_id: invoice.id },
        _sandbox: { clientSecret: `${id}_secret`, intentType: 'payment_intent', purpose: { kind: 'invoice', invoiceId: invoice.id } },
      };
      d.intents[id] = intent;
    }
  }

  // A refund gives back part of a paid invoice, in its currency; a stake return gives back a paid
  // stake. Never a void or draft invoice.
  const refundable = paidInvoices.filter((invoice) => !isStakeMovement(invoice.billing_reason));
  const stakes = paidInvoices.filter((invoice) => invoice.billing_reason === 'stake');
  const refunds: Record<string, Refund> = { ...(d.refunds ?? {}) };
  for (let i = 0; i < LEDGER_COUNTS.refunds; i += 1) {
    const stakeReturn = i % 3 === 2;
    const pool = stakeReturn ? stakes : refundable;
    const invoice = pool[(stakeReturn ? Math.floor(i / 3) : i * 3) % pool.length]!;
    const currencyId = invoice.currency_id ?? CURRENCY.abt;
    const id = `re_sbx_ledger_${String(i + 1).padStart(3, '0')}`;
    refunds[id] = {
      id,
      type: stakeReturn ? 'stake_return' : 'refund',
      // A stake comes back whole; a refund is half of what was paid.
      amount: stakeReturn ? invoice.total : new Big(invoice.total).dividedToIntegerBy(2).toFixed(0),
      status: i % 4 === 3 ? 'pending' : 'succeeded',
      reason: stakeReturn ? 'stake_return' : 'requested_by_customer',
      description: stakeReturn ? `Stake returned for subscription ${LEDGER_SUBSCRIPTIONS.pro}` : `Refund of ledger invoice ${invoice.id.replace(/^in_sbx_ledger_0*/, '')}`,
      currency_id: currencyId,
      invoice_id: invoice.id,
      subscription_id: stakeReturn ? LEDGER_SUBSCRIPTIONS.pro : null,
      created_at: Math.max(Number(invoice.created_at), at(now, i, LEDGER_COUNTS.refunds)),
      paymentCurrency: currencyById(currencyId) ?? null,
      metadata: { customer_id: customerId },
    };
  }
  d.refunds = refunds;

  const credits = (token: string) => fromTokenToUnit(token, currencyById(CURRENCY.credit)?.decimal ?? 2);
  const grantIds: string[] = [];
  for (let i = 0; i < LEDGER_COUNTS.grants; i += 1) {
    const status = GRANT_STATUSES[i % GRANT_STATUSES.length]!;
    const id = `cg_sbx_ledger_${String(i + 1).padStart(2, '0')}`;
    const createdAt = at(now, i, LEDGER_COUNTS.grants);
    const grant = makeCreditGrant({
      id,
      customerId,
      status,
      amount: credits(String(100 + i * 10)),
      remaining: credits(status === 'depleted' ? '0' : String(50 + i * 5)),
      name: `Ledger credits ${i + 1}`,
      createdAt,
      effectiveAt: status === 'pending' ? now + 5 * DAY : createdAt,
      expiresAt: status === 'expired' ? now - DAY : i % 2 ? createdAt + 365 * DAY : null,
      category: i % 3 ? 'paid' : 'promotional',
    });
    // Every other grant is limited to prices; the rest apply to all.
    d.creditGrants[id] = {
      ...grant,
      applicability_config: i % 2 ? { scope: { prices: [PRICE.apiCalls, PRICE.creditUsage] } } : null,
      metadata: { subscription_id: i % 2 ? LEDGER_SUBSCRIPTIONS.api : LEDGER_SUBSCRIPTIONS.pro },
    };
    grantIds.push(id);
  }

  const subscriptionRef = (id: string) => ({ id, description: d.subscriptions[id]?.description ?? id });
  for (let i = 0; i < LEDGER_COUNTS.transactions; i += 1) {
    const meter = LEDGER_METERS[i % 2]!;
    const grantId = grantIds[i % grantIds.length]!;
    const subscriptionId = i % 2 ? LEDGER_SUBSCRIPTIONS.api : LEDGER_SUBSCRIPTIONS.pro;
    const id = `ctx_sbx_ledger_${String(i + 1).padStart(3, '0')}`;
    const transaction: CreditTransaction = {
      id,
      credit_amount: credits(String(1 + (i % 7))),
      credit_grant_id: grantId,
      creditGrant: { id: grantId, name: d.creditGrants[grantId]?.name ?? grantId },
      subscription_id: subscriptionId,
      subscription: subscriptionRef(subscriptionId),
      description: `${meter.unit === 'tokens' ? 'AI tokens' : 'API calls'} usage ${i + 1}`,
      meter: { ...meter },
      meter_event_id: `mevt_ledger_${i + 1}`,
      customer_id: customerId,
      created_at: at(now, i, LEDGER_COUNTS.transactions),
      paymentCurrency: currencyById(CURRENCY.credit) ?? null,
    };
    d.creditTransactions[id] = transaction;
  }
}
