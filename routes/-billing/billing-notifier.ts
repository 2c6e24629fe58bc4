import type { Notice, Notifier } from '@machines/ports';

// The overdue machine speaks the real product's keys (docs/machines.md); our texts live under
// billing.*, translated in both languages, so the machine's English fallback text is dropped.
const KEYS: Readonly<Record<string, string>> = {
  'payment.customer.invoice.paySuccess': 'billing.overdue.paySuccess',
  'payment.checkout.paymentMethodNotSupported': 'billing.overdue.methodNotSupported',
};

/** A notifier that shows the overdue machine's notices with the billing texts. */
export function billingNotifier(notifier: Notifier): Notifier {
  return {
    notify(notice: Notice) {
      const key = notice.key === undefined ? undefined : KEYS[notice.key];
      notifier.notify(key ? { tone: notice.tone, key, ...(notice.params ? { params: notice.params } : {}) } : notice);
    },
  };
}
