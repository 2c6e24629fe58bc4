import { useEffect, useState } from 'react';
import type { PhoneLibrary } from '@domain/validation';

/**
 * libphonenumber-js (its small metadata) loads only where a phone field shows. Until it is here,
 * or if it fails to load, the domain falls back to its pattern (docs/spec/checkout-and-billing.md §5).
 */
export function usePhoneLibrary(enabled: boolean): PhoneLibrary | null {
  const [library, setLibrary] = useState<PhoneLibrary | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    import('libphonenumber-js/min')
      .then((module) => {
        if (active)
          setLibrary({
            isValidPhoneNumber: module.isValidPhoneNumber,
            parsePhoneNumber: (text, country) => module.parsePhoneNumberFromString(text, country),
          });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [enabled]);
  return library;
}
