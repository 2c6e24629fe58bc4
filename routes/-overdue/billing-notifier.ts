import type { Notice, Notifier } from '@machines/ports';

// The overdue machine speaks the real product's keys (docs/machines.md); our texts live under
// billing.*, translated in both languages, so the machine's English fallback text is dropped.
const KEYS: Readonly<Record<string, string>> = {
  'payment.checkout.paymentMethodNotSupported': 'billing.overdue.methodNotSupported',
};

// The machine toasts paySuccess only when an invoice.paid event arrives over the socket; the
// binding (useOverdue) toasts when a currency is paid instead, whichever way it learns it.
const DROPPED = new Set(['payment.customer.invoice.paySuccess']);

/** A notifier that shows the overdue machine's notices with the billing texts. */
export function billingNotifier(notifier: Notifier): Notifier {
  return {
    notify(notice: Notice) {
      if (notice.key !== undefined && DROPPED.has(notice.key)) return;
      const key = notice.key === undefined ? undefined : KEYS[notice.key];
      notifier.notify(key ? { tone: notice.tone, key, ...(notice.params ? { params: notice.params } : {}) } : notice);
    },
  };
}
