import { useCallback } from 'react';
import { useHref } from '../-app/useHref';

/** The invoice page's href builder (/customer/invoice/{id}). */
export function useInvoiceHref() {
  const href = useHref();
  return useCallback((id: string) => href(`/customer/invoice/${encodeURIComponent(id)}`), [href]);
}
