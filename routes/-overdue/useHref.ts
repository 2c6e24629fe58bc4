import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Href of a page of the app (with the router's base path), for plain links of ui/ views. */
export function useHref() {
  const router = useRouter();
  return useCallback((path: string) => router.history.createHref(path), [router]);
}

/** The invoice page's href builder (/customer/invoice/{id}). */
export function useInvoiceHref() {
  const href = useHref();
  return useCallback((id: string) => href(`/customer/invoice/${encodeURIComponent(id)}`), [href]);
}
