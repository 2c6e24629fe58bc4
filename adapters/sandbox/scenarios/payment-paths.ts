// How the payer pays: fast pay with a sufficient balance, an insufficient one, fast pay falling
// back to the wallet (tokens and credits), credits sufficient and insufficient, a credit top-up,
// a past-due payer, a card already charged, and a wallet payment the chain rejects.
import { CURRENCY } from '../catalog/currencies';
import { PRICE } from '../catalog/prices';
import { settlementFailsFlag } from '../engine/flags';
import type { IntentRecord } from '../model';
import { addSession, checkoutPath } from './build';
import type { Scenario } from './scenario';

const group = 'Payment paths';

export const paymentPaths: Scenario[] = [
  {
    id: 'fast-pay',
    group,
    title: 'Fast pay with a sufficient balance',
    description: "Alice's wallet holds 1000 ABT: submit shows the fast-pay confirmation and pays without a connect step.",
    identity: 'customer',
    path: checkoutPath('cs_sbx_fast_pay'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_fast_pay', prices: [PRICE.ebook] }),
  },
  {
    id: 'fast-pay-insufficient',
    group,
    title: 'Insufficient balance',
    description:
      'Paid in TBA, of which Alice holds 1: no fast pay, the wallet connect flow opens. Approving refuses the 5 TBA payment ("Insufficient balance: this payment needs 5 TBA, your wallet holds 1 TBA."), keeps the form and charges nothing. Press "Get 100 TBA test tokens" in the wallet, then Approve pays from the wallet (or Pay again: fast pay).',
    identity: 'customer',
    path: checkoutPath('cs_sbx_fast_pay_insufficient'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_fast_pay_insufficient', prices: [PRICE.ebook], currency: CURRENCY.tba }),
  },
  {
    id: 'fast-pay-fallback',
    group,
    title: 'Fast pay falls back to the wallet',
    description: 'The balance suffices at submit, but the confirm answers fastPaid: false ("account changed"): toast, then the connect flow.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_fast_pay_fallback'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_fast_pay_fallback', prices: [PRICE.ebook], internals: { fastPay: 'fail' } }),
  },
  {
    id: 'credit-sufficient',
    group,
    title: 'Paid with credits (sufficient)',
    description: 'A usage subscription paid in credits; Alice has 500 credits: the credit confirmation dialog.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_credit_sufficient'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_credit_sufficient', mode: 'subscription', prices: [PRICE.creditUsage], currency: CURRENCY.credit }),
  },
  {
    id: 'credit-insufficient',
    group,
    title: 'Paid with credits (insufficient)',
    description: 'The same subscription for Carol, who has no credits: the "Insufficient Credit" dialog.',
    identity: 'developer',
    path: checkoutPath('cs_sbx_credit_insufficient'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_credit_insufficient', mode: 'subscription', prices: [PRICE.creditUsage], currency: CURRENCY.credit }),
  },
  {
    id: 'credit-top-up',
    group,
    title: 'Credit top-up',
    description: 'Buy 1000 AI credits for $10 by card (or 10 ABT); the grant appears under credit grants.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_credit_top_up'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_credit_top_up', prices: [[PRICE.creditPack, { adjustable_quantity: { enabled: true, minimum: 1, maximum: 10 } }]], currency: CURRENCY.usd }),
  },
  {
    id: 'credit-fast-pay-fallback',
    group,
    title: 'Credit confirmation falls back to the wallet',
    description: 'The credits suffice at submit, but the confirm answers fastPaid: false: toast, then the wallet connect flow.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_credit_fallback'),
    seed: (d, now) =>
      void addSession(d, now, { id: 'cs_sbx_credit_fallback', mode: 'subscription', prices: [PRICE.creditUsage], currency: CURRENCY.credit, internals: { fastPay: 'fail' } }),
  },
  {
    id: 'card-already-paid',
    group,
    title: 'Card already charged',
    description: "Alice's card was charged for this e-book, but the page closed before the checkout completed: Pay in USD goes straight to confirming, with no card form, and charges nothing again.",
    identity: 'customer',
    path: checkoutPath('cs_sbx_card_paid'),
    seed: (d, now) => {
      const session = addSession(d, now, { id: 'cs_sbx_card_paid', prices: [PRICE.ebook], currency: CURRENCY.usd, extra: { payment_intent_id: 'pi_sbx_card_paid' } });
      const intent: IntentRecord = {
        id: 'pi_sbx_card_paid',
        status: 'succeeded',
        amount: session.amount_total,
        amount_received: session.amount_total,
        currency_id: CURRENCY.usd,
        // Not yet linked to a customer: the submit that finds it attaches the payer's.
        customer_id: null,
        description: 'Payment Patterns (e-book)',
        last_payment_error: null,
        created_at: now - 600,
        _sandbox: { clientSecret: 'pi_sbx_card_paid_secret_sandbox', intentType: 'payment_intent', purpose: { kind: 'checkout', sessionId: session.id } },
      };
      d.intents[intent.id] = intent;
    },
  },
  {
    id: 'wallet-payment-fails',
    group,
    title: 'Wallet payment fails on chain',
    description:
      'Paid in TBA (Alice holds 1: get 100 TBA test tokens in the wallet first, or the wallet refuses): the wallet signs, but the transfer fails; the payment intent turns requires_action with last_payment_error, the page shows its message and nothing is charged. Paying again succeeds (now by fast pay).',
    identity: 'customer',
    path: checkoutPath('cs_sbx_wallet_fails'),
    seed: (d, now) => {
      addSession(d, now, { id: 'cs_sbx_wallet_fails', prices: [PRICE.ebook], currency: CURRENCY.tba });
      d.flags[settlementFailsFlag('cs_sbx_wallet_fails')] = true;
    },
  },
  {
    id: 'customer-limited',
    group,
    title: 'Past-due customer (CUSTOMER_LIMITED)',
    description: 'Erin owes two ABT invoices: submit answers CUSTOMER_LIMITED; pay them in the wallet from the overdue dialog, then the submit retries.',
    identity: 'owner',
    path: checkoutPath('cs_sbx_customer_limited'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_customer_limited', prices: [PRICE.ebook] }),
  },
  {
    id: 'customer-limited-two-currencies',
    group,
    title: 'Past due in two currencies (one card)',
    description: 'Dave owes an ABT invoice and a USD card invoice: the ABT one is paid in the wallet, the card one is not payable in the dialog and links to its invoice.',
    identity: 'admin',
    path: checkoutPath('cs_sbx_customer_limited_two'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_customer_limited_two', prices: [PRICE.ebook] }),
  },
];
