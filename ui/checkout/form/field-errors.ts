import { useCallback } from 'react';
import { useMessageText, type MessageLike } from '@ui/common/useMessageText';

/** Field path (customer_email, billing_address.postal_code, …) → the domain's failure. */
export type CheckoutFieldErrors = Readonly<Record<string, MessageLike | undefined>>;

/** The contact and address paths the form edits. */
export type CheckoutFieldPath =
  | 'customer_name'
  | 'customer_email'
  | 'customer_phone'
  | 'billing_address.line1'
  | 'billing_address.line2'
  | 'billing_address.city'
  | 'billing_address.state'
  | 'billing_address.postal_code'
  | 'billing_address.country';

/**
 * Props a Mantine input needs to show a field's error: the translated text (Mantine links it
 * with aria-describedby and sets aria-invalid) announced as an alert when it appears.
 */
export function useFieldErrorProps(errors: CheckoutFieldErrors | undefined) {
  const text = useMessageText();
  return useCallback(
    (path: CheckoutFieldPath) => {
      const error = errors?.[path];
      return error ? { error: text(error), errorProps: { role: 'alert' } } : {};
    },
    [errors, text],
  );
}
