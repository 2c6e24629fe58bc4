// How the payer pays: fast pay with a sufficient balance, an insufficient one, fast pay falling
// back to the wallet, credits sufficient and insufficient, a credit top-up, and a past-due payer.
import { CURRENCY } from '../catalog/currencies';
import { PRICE } from '../catalog/prices';
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
    description: 'Paid in TBA, of which Alice holds 1: no fast pay, the wallet connect flow opens.',
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
