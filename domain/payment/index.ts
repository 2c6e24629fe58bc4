/** PaymentKind ('card' | 'credit' | 'crypto'), paymentKindOf(method, currency), isCardMethod(method): the one answer to "how is this paid?". */
export { isCardMethod, paymentKindOf, type FastPayKind, type PaymentKind } from './payment-kind';
