// TODO(domain): move to domain/checkout (payment routing rules of spec §4); kept here because no
// domain module owns them yet. Pure decisions over the submit answer, no I/O.
import type { CheckoutSubmitResponse, PaymentCurrency, PaymentMethod } from '@domain/model';

/** How the chosen currency is paid: by card (stripe), from a credit balance, or by a crypto wallet. */
export type PaymentKind = 'card' | 'credit' | 'crypto';

export function paymentKindOf(method: PaymentMethod, currency: PaymentCurrency): PaymentKind {
  if (method.type === 'stripe') return 'card';
  return currency.type === 'credit' ? 'credit' : 'crypto';
}

/** Reference §3.4.3: credit currencies confirm when the server says the credit suffices. */
export function isCreditSufficient(response: CheckoutSubmitResponse): boolean {
  return response.creditSufficient === true;
}

/** Spec §4: fast pay when balance or delegation is sufficient, not a donation, and the server sent fastPayInfo. */
export function canFastPay(response: CheckoutSubmitResponse, donation: boolean): boolean {
  const sufficient = response.balance?.sufficient === true || response.delegation?.sufficient === true;
  return sufficient && !donation && response.fastPayInfo !== null && response.fastPayInfo !== undefined;
}

/** Spec §4: a card intent that already succeeded goes straight to paying. */
export function isCardIntentSucceeded(response: CheckoutSubmitResponse): boolean {
  return response.stripeContext?.status === 'succeeded';
}
