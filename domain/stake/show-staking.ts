/**
 * docs/spec/checkout-and-billing.md §9 / docs/reference/payment-react.md §3.5: the stake is shown (and charged) only for the DID-wallet chain
 * ('arcblock'), never for credit currencies, and not when the session says no_stake.
 */
export function showStaking(
  method: { readonly type?: string | null | undefined } | null | undefined,
  currency: { readonly type?: string | null | undefined } | null | undefined,
  noStake?: boolean | null,
): boolean {
  return !noStake && method?.type === 'arcblock' && currency?.type !== 'credit';
}
