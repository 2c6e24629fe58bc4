// TODO(domain): replace with domain/validation's checkout form validator when it lands; this
// minimal version keeps the machine's `formHasErrors` guard honest meanwhile (required name and
// email, email shape, a chosen currency and method).
import type { CheckoutSession } from '@domain/model';
import type { Invalid } from '@domain/validation/result';
import { invalid } from '@domain/validation/messages';
import type { CheckoutFormValues } from '@machines/ports';

/** Field path (customer_email, billing_address.postal_code, …) → its first failure. */
export type FieldErrors = Readonly<Record<string, Invalid>>;

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function checkoutFormErrors(values: CheckoutFormValues, _session: CheckoutSession): FieldErrors {
  const errors: Record<string, Invalid> = {};
  if (values.customer_name.trim() === '') errors['customer_name'] = invalid('validation.required');
  const email = values.customer_email.trim();
  if (email === '') errors['customer_email'] = invalid('validation.required');
  else if (email.length > 254) errors['customer_email'] = invalid('validation.emailTooLong');
  else if (!EMAIL.test(email)) errors['customer_email'] = invalid('validation.email');
  if (values.payment_currency === '') errors['payment_currency'] = invalid('validation.required');
  if (values.payment_method === '') errors['payment_method'] = invalid('validation.required');
  return errors;
}
