// Checkout outcomes and plain payments: one-time, multi-currency, card-only, test mode, setup,
// expired, completed, empty.
import { CURRENCY } from '../catalog/currencies';
import { DID, customerIdOf } from '../catalog/identities';
import { PRICE } from '../catalog/prices';
import { recordPayment } from '../engine/payments';
import { invoiceNumber, makeInvoice } from '../engine/records';
import { addSession, checkoutPath, DAY } from './build';
import type { Scenario } from './scenario';

const group = 'Checkout basics';

export const checkoutBasics: Scenario[] = [
  {
    id: 'one-time',
    group,
    title: 'One-time payment',
    description: "An e-book for 5 ABT. Alice's wallet holds enough ABT, so Pay shows the fast-pay confirmation and pays without a connect step; choose a card to pay by card instead.",
    identity: 'customer',
    path: checkoutPath('cs_sbx_one_time'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_one_time', prices: [PRICE.ebook] }),
  },
  {
    id: 'multi-currency',
    group,
    title: 'Multi-currency',
    description: 'A report priced in ETH, USDC and USD: currency cards across ethereum and card methods.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_multi_currency'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_multi_currency', prices: [PRICE.ethItem], currency: CURRENCY.eth }),
  },
  {
    id: 'card-only',
    group,
    title: 'Card-only subscription',
    description: 'A monthly plan priced only in USD: the card is the only method. Try 4242 4242 4242 4242, 4000 0000 0000 0002 (declined) or 4000 0025 0000 3155 (authentication).',
    identity: 'customer',
    path: checkoutPath('cs_sbx_card_only'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_card_only', mode: 'subscription', prices: [PRICE.proCardOnly], currency: CURRENCY.usd }),
  },
  {
    id: 'card-payment',
    group,
    title: 'Card payment (one-time)',
    description: 'The e-book in USD by card: success, decline and authentication with the Stripe test numbers.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_card'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_card', prices: [PRICE.ebook], currency: CURRENCY.usd }),
  },
  {
    id: 'test-mode',
    group,
    title: 'Test mode',
    description: 'A session with livemode false: the test-mode badge shows and the livemode flag switches.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_test_mode'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_test_mode', prices: [PRICE.ebook], extra: { livemode: false } }),
  },
  {
    id: 'setup-mode',
    group,
    title: 'Setup mode',
    description: 'Nothing is due now: the payer authorizes future charges (and a stake) for a usage plan.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_setup'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_setup', mode: 'setup', prices: [PRICE.setupPlan] }),
  },
  {
    id: 'expired',
    group,
    title: 'Expired session',
    description: 'expires_at is an hour before the seed: the expired page.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_expired'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_expired', prices: [PRICE.ebook], extra: { expires_at: now - 3600 } }),
  },
  {
    id: 'completed',
    group,
    title: 'Completed session',
    description: 'Already paid: the page shows the completed view with a link to its invoice.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_completed'),
    seed: (d, now) => {
      const invoice = makeInvoice({ id: 'in_sbx_completed', number: invoiceNumber(9001), customerId: customerIdOf(DID.customer), currencyId: CURRENCY.abt, total: '5000000000000000000', status: 'paid', reason: 'manual', createdAt: now - DAY, description: 'Payment Patterns (e-book)', txHash: '0xsandboxcompleted' });
      d.invoices[invoice.id] = invoice;
      recordPayment(d, invoice, { txHash: '0xsandboxcompleted', at: now - DAY });
      addSession(d, now, { id: 'cs_sbx_completed', prices: [PRICE.ebook], extra: { status: 'complete', payment_status: 'paid', invoice_id: invoice.id, customer_id: customerIdOf(DID.customer) } });
    },
  },
  {
    id: 'empty',
    group,
    title: 'Empty session',
    description: 'No line items: the not-configured-properly page.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_empty'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_empty', prices: [] }),
  },
];
