// Answers typed by the real Payment Kit's published types (fixtures/real-answers.ts), sent through
// JSON as the server sends them, decoded with the schemas the live adapters use. A fixture that
// drifts from the real type fails to compile; one our schema refuses fails here, naming the field.
import { describe, expect, it } from 'vitest';
import { CheckoutView } from '@adapters/api/checkout';
import { InvoiceDetail } from '@adapters/api/billing';
import { InvoiceLine, Paginated, PaymentCurrency, Price, Subscription, decode } from '@domain/model';
import type { TInvoiceItem } from '@blocklet/payment-types';
import type { Jsonified } from './jsonified';
import {
  realCheckoutSession,
  realCurrency,
  realInvoice,
  realPrice,
  realSubscription,
} from './fixtures/real-answers';

/** What arrives over HTTP: dates as strings, undefined fields gone. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** The same answer with one field renamed, as a server that changed its contract would send it. */
const renamed = (value: Record<string, unknown>, from: string, to: string): Record<string, unknown> => {
  const { [from]: moved, ...rest } = value;
  return { ...rest, [to]: moved };
};

describe('real answers decode with our schemas', () => {
  it('a checkout session of the real type, as GET /api/checkout-sessions/retrieve/{id} wraps it', () => {
    const result = decode(
      CheckoutView,
      overTheWire({ checkoutSession: realCheckoutSession, paymentIntent: null, paymentLink: null }),
    );
    expect(result).toMatchObject({
      ok: true,
      value: { checkoutSession: { id: 'cs_contract', mode: 'subscription', line_items: [{ quantity: 1 }] } },
    });
  });

  it('a price, a currency and a page of currencies', () => {
    expect(decode(Price, overTheWire(realPrice))).toMatchObject({
      ok: true,
      value: { unit_amount: '10000000000000000000', product: { name: 'Pro plan' } },
    });
    expect(decode(PaymentCurrency, overTheWire(realCurrency))).toMatchObject({
      ok: true,
      value: { decimal: 18 },
    });
    expect(decode(Paginated(PaymentCurrency), overTheWire({ list: [realCurrency], count: 1 }))).toMatchObject(
      { ok: true },
    );
  });

  it('a subscription, and an invoice whose billing reason the spec does not list (subscription)', () => {
    expect(decode(Subscription, overTheWire(realSubscription))).toMatchObject({
      ok: true,
      value: { status: 'active' },
    });
    expect(decode(InvoiceDetail, overTheWire(realInvoice))).toMatchObject({
      ok: true,
      value: { billing_reason: 'subscription' },
    });
  });

  it('an invoice item with its period as the real type has it ({ start, end }), so the invoice page shows it', () => {
    const item = {
      id: 'ii_contract',
      description: 'Pro plan',
      quantity: 1,
      amount: '10000000000000000000',
      price_id: realPrice.id,
      period: { start: 1_795_000_000, end: 1_797_592_000 },
    } satisfies Partial<Jsonified<TInvoiceItem>>;
    expect(decode(InvoiceLine, overTheWire(item))).toMatchObject({ ok: true, value: { period: { start: 1_795_000_000, end: 1_797_592_000 } } });
  });

  it('a price tier with a numeric flat_amount, as the real type has it, decodes to a string', () => {
    const tiered = {
      ...realPrice,
      billing_scheme: 'tiered',
      tiers_mode: 'volume',
      currency_options: [
        {
          currency_id: realCurrency.id,
          unit_amount: '0',
          tiers: [{ up_to: 10, flat_amount: 5, unit_amount: '0' }],
        },
      ],
    };
    expect(decode(Price, overTheWire(tiered))).toMatchObject({
      ok: true,
      value: { currency_options: [{ tiers: [{ flat_amount: '5' }] }] },
    });
  });

  it('bites: a field the real server renamed is a decode error naming it', () => {
    const session = renamed(realCheckoutSession, 'payment_status', 'paymentStatus');
    const result = decode(CheckoutView, overTheWire({ checkoutSession: session }));
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(/^checkoutSession\.payment_status: /);
  });
});
