// How a payer pays: the one vocabulary of the app for "is it a card?". The submit answer's shape,
// fast pay, the overdue dialog, the address fields and the plan choices all ask this module, so a
// new payment method type or a new kind fails to compile at every place that must handle it.
import type { PaymentMethodType } from '../model/payment-method';

/**
 * card: the card provider (method type 'stripe'); credit: a credit currency of a chain method,
 * paid from the credit balance; crypto: any other currency of a chain method, paid by the wallet.
 */
export type PaymentKind = 'card' | 'credit' | 'crypto';

/** Whether each method type is the card provider; a new method type does not compile until it is listed. */
const PAYS_BY_CARD: Readonly<Record<PaymentMethodType, boolean>> = {
  stripe: true,
  arcblock: false,
  ethereum: false,
  base: false,
  bitcoin: false,
};

const isMethodType = (type: string): type is PaymentMethodType => Object.hasOwn(PAYS_BY_CARD, type);

/**
 * The method is the card provider: the question asked before a currency is chosen (the address
 * fields, the overdue dialog, the plan choices). Accepts the raw type string the forms carry; an
 * unknown or absent type is not a card.
 */
export function isCardMethod(method: { readonly type?: string | null | undefined } | null | undefined): boolean {
  const type = method?.type;
  return typeof type === 'string' && isMethodType(type) && PAYS_BY_CARD[type];
}

/** How the chosen currency of the chosen method is paid: by card, from a credit balance, or by a crypto wallet. */
export function paymentKindOf(
  method: { readonly type: PaymentMethodType },
  currency: { readonly type?: string | null | undefined },
): PaymentKind {
  if (PAYS_BY_CARD[method.type]) return 'card';
  return currency.type === 'credit' ? 'credit' : 'crypto';
}

/** The kinds fast pay confirms without a wallet connect: a credit balance or a token allowance. */
export type FastPayKind = Exclude<PaymentKind, 'card'>;
