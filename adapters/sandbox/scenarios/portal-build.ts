// Builders for portal records: subscriptions with their invoices.
import type { Subscription } from '@domain/model';
import { CURRENCY } from '../catalog/currencies';
import { customerIdOf } from '../catalog/identities';
import { enrichSubscription, makeInvoice, type InvoiceInput } from '../engine/records';
import { recordPayment } from '../engine/payments';
import type { SandboxData } from '../model';
import { DAY } from './build';

export interface SubscriptionSpec {
  id: string;
  did: string;
  priceId: string;
  currencyId?: string;
  status: Subscription['status'];
  start: number;
  extra?: Partial<Subscription>;
}

export function addSubscription(d: SandboxData, spec: SubscriptionSpec): Subscription {
  const price = d.prices[spec.priceId];
  if (!price) throw new Error(`Unknown price ${spec.priceId}`);
  const subscription = enrichSubscription({
    id: spec.id,
    description: price.product?.name ?? spec.priceId,
    status: spec.status,
    customer_id: customerIdOf(spec.did),
    currency_id: spec.currencyId ?? CURRENCY.abt,
    default_payment_method_id: spec.currencyId === CURRENCY.usd ? 'pm_stripe' : 'pm_arcblock',
    items: [{ id: `si_${spec.id}`, price_id: price.id, price, quantity: 1 }],
    current_period_start: spec.start,
    current_period_end: spec.start + 30 * DAY,
    cancel_at_period_end: false,
    livemode: true,
    created_at: spec.start,
    stake: spec.currencyId === CURRENCY.usd ? null : { amount: '10000000000000000000', currency_id: spec.currencyId ?? CURRENCY.abt, revoked: false, address: 'z1SandboxStakeAddressXXXXXXXXXXXXXX', tx_hash: '0xstake' },
    ...spec.extra,
  });
  d.subscriptions = { ...d.subscriptions, [spec.id]: subscription };
  return subscription;
}

/**
 * An invoice of a seeded record; its number derives from its id, so it is stable across resets.
 * A paid one comes with its payment record, as every paid invoice does (engine/payments.ts).
 */
export function addInvoice(d: SandboxData, input: Omit<InvoiceInput, 'number'>, payment: { description?: string } = {}) {
  const invoice = makeInvoice({ number: `SBX-${input.id.replace(/^in_sbx_/, '').toUpperCase()}`, ...input });
  d.invoices = { ...d.invoices, [invoice.id]: invoice };
  recordPayment(d, invoice, { txHash: input.txHash, at: input.createdAt, ...payment });
  return d.invoices[invoice.id] ?? invoice;
}
