import { useMemo, useState } from 'react';
import type { Customer } from '@domain/model';
import { normalizeCountry } from '@domain/validation/country';
import type { CheckoutFormValues } from '@machines/ports';
import type { CheckoutFieldPath } from '@ui/checkout/form/field-errors';

export type ContactValues = Omit<CheckoutFormValues, 'payment_currency' | 'payment_method'>;

type Edits = Partial<Record<CheckoutFieldPath, string>>;

/** What the payer's profile already knows, per field. */
function known(customer: Customer | null | undefined): Edits {
  if (!customer) return {};
  const address = customer.address ?? {};
  const entries: [CheckoutFieldPath, string | null | undefined][] = [
    ['customer_name', customer.name ?? customer.fullName],
    ['customer_email', customer.email],
    ['customer_phone', customer.phone ?? customer.metadata?.phone?.phoneNumber],
    ['billing_address.line1', address.line1],
    ['billing_address.line2', address.line2],
    ['billing_address.city', address.city],
    ['billing_address.state', address.state],
    ['billing_address.postal_code', address.postal_code],
    ['billing_address.country', address.country],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value)) as Edits;
}

/**
 * What the payer typed, kept across errors, retries and session changes. A field the payer edited
 * is theirs; the others show what their profile knows, even when the profile arrives late.
 */
export function useCheckoutValues(customer: Customer | null | undefined) {
  const [edits, setEdits] = useState<Edits>({});
  const values = useMemo<ContactValues>(() => {
    const field = (path: CheckoutFieldPath) => edits[path] ?? known(customer)[path] ?? '';
    return {
      customer_name: field('customer_name'),
      customer_email: field('customer_email'),
      customer_phone: field('customer_phone'),
      billing_address: {
        line1: field('billing_address.line1'),
        line2: field('billing_address.line2'),
        city: field('billing_address.city'),
        state: field('billing_address.state'),
        postal_code: field('billing_address.postal_code'),
        // docs/spec/checkout-and-billing.md §5: the country defaults to us when the given one is not valid.
        country: normalizeCountry(field('billing_address.country')),
      },
    };
  }, [edits, customer]);
  const setField = (path: CheckoutFieldPath, value: string) =>
    setEdits((current) => ({ ...current, [path]: value }));
  return { values, setField };
}
