import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { settingsQuery } from '@adapters/api/settings';
import { REFUND_TYPES, creditGrantStatusKey, refundTypeKey } from '@domain/display';
import { InvoiceStatus } from '@domain/model';
import { isMessageKey, useT } from '@ui/i18n';
import type { FilterOption } from '@ui/tables/TableFilters';
import type { RouterContext } from '../-app/context';

/** The currencies the Payment Kit offers (payment settings), as filter options. */
export function useCurrencyOptions(): FilterOption[] {
  const router = useRouter();
  const { adapters } = router.options.context as RouterContext;
  const settings = useQuery(settingsQuery(adapters.http, adapters.livemode(), adapters.local));
  const seen = new Map<string, FilterOption>();
  for (const method of settings.data?.paymentMethods ?? []) {
    for (const currency of method.payment_currencies) if (!seen.has(currency.id)) seen.set(currency.id, { value: currency.id, label: `${currency.symbol} (${method.name})` });
  }
  return [...seen.values()];
}

export function useStatusOptions(kind: 'invoice' | 'payment' | 'grant' | 'refund'): FilterOption[] {
  const t = useT();
  const label = (key: string, fallback: string) => (isMessageKey(key) ? t(key) : fallback);
  switch (kind) {
    case 'invoice':
      return InvoiceStatus.literals.map((s) => ({ value: s, label: label(`invoiceStatus.${s}`, s) }));
    case 'grant':
      return ['granted', 'pending', 'expired', 'depleted', 'voided'].map((s) => ({ value: s, label: label(creditGrantStatusKey(s), s) }));
    case 'payment':
      return ['succeeded', 'processing', 'requires_action', 'canceled'].map((s) => ({ value: s, label: label(`tables.paymentStatus.${s}`, s) }));
    case 'refund':
      return ['succeeded', 'pending', 'failed'].map((s) => ({ value: s, label: label(`tables.paymentStatus.${s}`, s) }));
  }
}

export function useRefundTypeOptions(): FilterOption[] {
  const t = useT();
  return REFUND_TYPES.map((type) => {
    const key = refundTypeKey(type);
    return { value: type, label: isMessageKey(key) ? t(key) : type };
  });
}
