import { errorCode, errorEventName, formatError } from '@domain/errors';
import type { Notice } from '@machines/ports';

/**
 * The toasts of the submit flow. Keys are i18n keys (ui/i18n registers them); `text` is a
 * server-made or provider-made message shown as is. English texts of the keys, for the catalogue:
 *   payment.checkout.fastPay.failed   'Account changed, please pay manually.'   (docs/spec/checkout-and-billing.md §8)
 *   payment.checkout.wallet.declined  'The wallet declined the payment. You can try again.'
 *   payment.checkout.wallet.cancelled 'Payment cancelled. Nothing was charged.'
 */
export const submitNotices = {
  fastPayNotPaid: (): Notice => ({ tone: 'error', key: 'payment.checkout.fastPay.failed' }),
  walletDeclined: (reason?: string): Notice =>
    reason
      ? { tone: 'warning', key: 'payment.checkout.wallet.declined', text: reason }
      : { tone: 'warning', key: 'payment.checkout.wallet.declined' },
  walletCancelled: (): Notice => ({ tone: 'info', key: 'payment.checkout.wallet.cancelled' }),
  /** A provider or server text (card declined, requires_action error, fast-pay failure). */
  message: (text: string): Notice => ({ tone: 'error', text }),
  /** docs/spec/checkout-and-billing.md §8: any failure shows formatError's text; a server code also keys it error.{code}. */
  failure: (error: unknown): Notice => {
    const code = errorCode(error);
    const text = formatError(error);
    return code === undefined ? { tone: 'error', text } : { tone: 'error', key: errorEventName(code), text };
  },
};
