// Validation of checkout and portal inputs: every field answers a result, never a thrown error.
export {
  /** Builds a success result with an optional normalised value. */
  valid,
  /** Fills {name} placeholders of a message template. */
  fillTemplate,
  type ValidationResult,
  type Valid,
  type Invalid,
  type MessageParams,
  type LocalizedMessage,
} from './result';
export {
  /** English texts of every validation key, for the i18n catalogue. */
  validationMessages,
  /** Builds a failure result from a key (English message included). */
  invalid,
  type ValidationMessageKey,
} from './messages';
export {
  /** Applies a merchant field pattern (page_info.field_validation) with its localized message. */
  checkFieldPattern,
  /** The merchant's pattern message in the reader's locale (fallback en, then any). */
  localizedPatternMessage,
  type FieldPatternRule,
  type FieldValidationMap,
} from './field-pattern';
export {
  /** customer_name: required + optional merchant pattern. */
  validateName,
  /** Any required free-text field: trimmed, non-empty, merchant pattern. */
  validateRequiredText,
  type TextFieldOptions,
} from './validate-name';
/** hasInvisibleCharacter / withoutInvisible: controls, odd spaces, zero-width and tag characters (a name of only these is empty). */
export { hasInvisibleCharacter, withoutInvisible } from './invisible';
export {
  /** customer_email: required, ≤ 254 chars, local part ≤ 64, valid with a TLD (validator.js). */
  validateEmail,
  EMAIL_MAX_LENGTH,
  EMAIL_LOCAL_MAX_LENGTH,
} from './validate-email';
export {
  /** customer_phone: only when enabled; injected libphonenumber-js or fallback pattern; E.164 value. */
  validatePhone,
  /** The + country-code form of a phone number, or null. */
  normalizePhone,
  /** The fallback pattern used when the phone library failed to load. */
  FALLBACK_PHONE_PATTERN,
  type PhoneLibrary,
  type PhoneOptions,
} from './validate-phone';
export {
  /** Postal code by country (postcode-validator, 187 countries); empty skips; others any known format. */
  validatePostalCode,
  /** Whether a country has its own postal-code format. */
  hasPostalCodePattern,
} from './validate-postal-code';
export {
  /** Known region codes (upper case). */
  COUNTRY_CODES,
  /** 'us'. */
  DEFAULT_COUNTRY,
  /** True for a known region code. */
  isValidCountry,
  /** Lower-case country, 'us' when invalid. */
  normalizeCountry,
} from './country';
export {
  /** Billing address: required mode (line1, city, state, postal_code) or postal code for cards. */
  validateBillingAddress,
  /** Which address fields a mode and payment method ask for. */
  requiredAddressFields,
  type BillingAddressInput,
  type BillingAddressContext,
  type BillingAddressField,
  type BillingAddressResults,
} from './validate-address';
export {
  /** An amount typed by a person: plain digits (no exponent or separators), its precision, a maximum; refused, never reinterpreted. */
  checkAmountInput,
  type AmountBounds,
} from './amount-input';
export {
  /** All checkout form fields at once → map of field name → result. */
  validateCheckoutForm,
  /** True when every result of validateCheckoutForm passed. */
  isCheckoutFormValid,
  type CheckoutFormValues,
  type CheckoutFormContext,
  type CheckoutFormField,
  type CheckoutFormResults,
  type CheckoutSessionFormSettings,
} from './validate-checkout-form';
