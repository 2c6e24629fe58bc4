// docs/spec/checkout-and-billing.md §9: the donation preset and custom amount are remembered locally per user. The key names
// are the real product's, so that a user's choice survives switching between the two front ends.
// Without a signed-in user the key has no suffix.

const withUser = (base: string, did?: string | null): string => (did ? `${base}:${did}` : base);

/** localStorage key of the remembered preset: payment-donation-preset:{did}. */
export function donationPresetStorageKey(did?: string | null): string {
  return withUser('payment-donation-preset', did);
}

/** localStorage key of the remembered custom amount: payment-donation-custom-amount:{did}. */
export function donationCustomAmountStorageKey(did?: string | null): string {
  return withUser('payment-donation-custom-amount', did);
}
