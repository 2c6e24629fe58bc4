import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { underMount } from '@adapters/http/mount-path';

/** Href of a page of the app under the mount ('/payment/…'; the router's history adds no basepath), for plain links of ui/ views. */
export function useHref() {
  const router = useRouter();
  return useCallback((path: string) => router.history.createHref(underMount(path)), [router]);
}
