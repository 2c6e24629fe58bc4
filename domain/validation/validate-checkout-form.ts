import type { FieldValidationMap } from './field-pattern';
import type { ValidationResult } from './result';
import { validateBillingAddress, type BillingAddressInput } from './validate-address';
import { validateEmail } from './validate-email';
import { validateName } from './validate-name';
import { validatePhone, type PhoneLibrary } from './validate-phone';

/** The contact and address fields of the checkout form (docs/spec/checkout-and-billing.md §3 form fields). */
export interface CheckoutFormValues {
  readonly customer_name?: string | null | undefined;
  readonly customer_email?: string | null | undefined;
  readonly customer_phone?: string | null | undefined;
  readonly billing_address?: BillingAddressInput | null | undefined;
}

/** The parts of a checkout session the form rules read. */
export interface CheckoutSessionFormSettings {
  readonly phone_number_collection?: { readonly enabled?: boolean | null | undefined } | null | undefined;
  readonly billing_address_collection?: string | null | undefined;
  readonly metadata?: { readonly page_info?: { readonly field_validation?: FieldValidationMap | null | undefined } | null | undefined } | null | undefined;
}

export interface CheckoutFormContext {
  /** Session to read phone collection, address mode and merchant patterns from. */
  readonly session?: CheckoutSessionFormSettings | null | undefined;
  /** Overrides of what the session says. */
  readonly phoneEnabled?: boolean | undefined;
  readonly billingAddressCollection?: string | null | undefined;
  readonly fieldValidation?: FieldValidationMap | null | undefined;
  /** Type of the chosen payment method ('stripe' = card). */
  readonly paymentMethodType?: string | null | undefined;
  readonly phoneLibrary?: PhoneLibrary | null | undefined;
  readonly defaultPhoneCountry?: string | undefined;
  readonly locale?: string | undefined;
}

export type CheckoutFormField =
  | 'customer_name'
  | 'customer_email'
  | 'customer_phone'
  | 'billing_address.line1'
  | 'billing_address.city'
  | 'billing_address.state'
  | 'billing_address.postal_code'
  | 'billing_address.country';

export type CheckoutFormResults = Readonly<Record<CheckoutFormField, ValidationResult>>;

/**
 * Every field of the checkout form at once (docs/spec/checkout-and-billing.md §5), keyed by the form's field names. Fields
 * that are not asked (phone when collection is off, address parts the mode does not need) pass.
 */
export function validateCheckoutForm(values: CheckoutFormValues, context: CheckoutFormContext = {}): CheckoutFormResults {
  const fieldValidation = context.fieldValidation ?? context.session?.metadata?.page_info?.field_validation ?? undefined;
  const rule = (field: string) => fieldValidation?.[field];
  const { locale } = context;
  const address = validateBillingAddress(values.billing_address, {
    mode: context.billingAddressCollection ?? context.session?.billing_address_collection,
    paymentMethodType: context.paymentMethodType,
    fieldValidation,
    locale,
  });
  return {
    customer_name: validateName(values.customer_name, { rule: rule('customer_name'), locale }),
    customer_email: validateEmail(values.customer_email, { rule: rule('customer_email'), locale }),
    customer_phone: validatePhone(values.customer_phone, {
      enabled: context.phoneEnabled ?? context.session?.phone_number_collection?.enabled ?? false,
      phoneLibrary: context.phoneLibrary,
      defaultCountry: context.defaultPhoneCountry,
      rule: rule('customer_phone'),
      locale,
    }),
    'billing_address.line1': address.line1,
    'billing_address.city': address.city,
    'billing_address.state': address.state,
    'billing_address.postal_code': address.postal_code,
    'billing_address.country': address.country,
  };
}

/** True when every field of a validateCheckoutForm answer passed. */
export function isCheckoutFormValid(results: CheckoutFormResults): boolean {
  return Object.values(results).every((result) => result.ok);
}
