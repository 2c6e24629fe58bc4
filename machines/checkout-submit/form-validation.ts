import type { CheckoutSession, PaymentMethod } from '@domain/model';
import { validateCheckoutForm, type CheckoutFormContext, type Invalid } from '@domain/validation';
import type { CheckoutFormValues } from '@machines/ports';

/** How the page validates: its locale (merchant pattern messages) and the phone library once loaded. */
export type FormRules = Pick<CheckoutFormContext, 'locale' | 'phoneLibrary'>;

const CONTACT_FIELDS = ['customer_name', 'customer_email', 'customer_phone'] as const;

/** Field path (customer_email, billing_address.postal_code, …) → its failure. */
export type FieldErrors = Readonly<Record<string, Invalid>>;

/**
 * The failing fields of a checkout form under the session's rules (spec §5, domain/validation):
 * phone only when collected, the address per billing_address_collection and the method (cards
 * ask for the postal code), merchant patterns from page_info.
 */
export function checkoutFormErrors(
  values: CheckoutFormValues,
  session: CheckoutSession,
  method: PaymentMethod,
  rules: FormRules = {},
  donation = false,
): FieldErrors {
  const results = validateCheckoutForm(values, { session, paymentMethodType: method.type, ...rules });
  const errors: Record<string, Invalid> = {};
  for (const [field, result] of Object.entries(results)) if (!result.ok) errors[field] = result;
  // Spec §5: a tip needs no login and asks no contact details.
  if (donation) for (const field of CONTACT_FIELDS) delete errors[field];
  return errors;
}
