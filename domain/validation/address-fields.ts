// Which address fields the form shows: the view needs this before any validator has loaded.
import { isCardMethod } from '@domain/payment';

/** The field-asking part of a billing address context. */
export interface AddressFieldsContext {
  /** The session's billing_address_collection: 'required', or anything else ('auto'). */
  readonly mode?: string | null | undefined;
  /** Type of the chosen payment method; a card method (isCardMethod) asks for the postal code. */
  readonly paymentMethodType?: string | null | undefined;
}

export type BillingAddressField = 'line1' | 'city' | 'state' | 'postal_code' | 'country';

/** Which address fields the form asks for (docs/spec/checkout-and-billing.md §5). */
export function requiredAddressFields(context: AddressFieldsContext): readonly BillingAddressField[] {
  if (context.mode === 'required') return ['line1', 'city', 'state', 'postal_code'];
  return isCardMethod({ type: context.paymentMethodType }) ? ['postal_code'] : [];
}
