import type { CheckoutSession, PaymentMethod } from '@domain/model';
import { validateCheckoutForm, type CheckoutFormContext, type Invalid } from '@domain/validation';
import type { CheckoutFormValues } from '@machines/ports';

/** How the page validates: its locale (merchant pattern messages) and the phone library once loaded. */
export type FormRules = Pick<CheckoutFormContext, 'locale' | 'phoneLibrary'>;

const CONTACT_FIELDS = ['customer_name', 'customer_email', 'customer_phone'] as const;

/** Field path (customer_email, billing_address.postal_code, …) → its failure. */
export type FieldErrors = Readonly<Record<string, Invalid>>;

/**
 * The values as the server must receive them: the phone in the normalised E.164
 * form the validator produced (`+1 415 555 0123` → `+14155550123`), not as typed.
 */
export function submittedValues(request: {
  values: CheckoutFormValues;
  session: CheckoutSession;
  method: PaymentMethod;
  rules?: FormRules | undefined;
}): CheckoutFormValues {
  const { values } = request;
  // No phone typed (or none collected): the validator gives no value, and the values go out as they are.
  const phone = validateCheckoutForm(values, { session: request.session, paymentMethodType: request.method.type, ...request.rules }).customer_phone;
  return phone.ok && typeof phone.value === 'string' ? { ...values, customer_phone: phone.value } : values;
}

/**
 * The failing fields of a checkout form under the session's rules (docs/spec/checkout-and-billing.md §5, domain/validation):
 * phone only when collected, the address per billing_address_collection and the method (cards
 * ask for the postal code), merchant patterns from page_info.
 */
export function checkoutFormErrors(
  values: CheckoutFormValues,
  session: CheckoutSession,
  method: PaymentMethod,
  rules: FormRules = {},
  donation: boolean,
): FieldErrors {
  const results = validateCheckoutForm(values, { session, paymentMethodType: method.type, ...rules });
  const errors: Record<string, Invalid> = {};
  for (const [field, result] of Object.entries(results)) if (!result.ok) errors[field] = result;
  // docs/spec/checkout-and-billing.md §5: a tip needs no login and asks no contact details.
  if (donation) for (const field of CONTACT_FIELDS) delete errors[field];
  return errors;
}
