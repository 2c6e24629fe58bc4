import type { QuantityRange } from './quantity-range';

/**
 * What typing in a quantity box means (docs/spec/checkout-and-billing.md §5, docs/reference/payment-react.md §3.6): an empty box makes the
 * checkout not payable until a number is back; a whole number inside the range is taken; a
 * whole number outside it stays in the box, not payable, so the field can say why (
 * 'Exceed purchase limit' at the field, Pay disabled); any other text is ignored, so the
 * previous quantity stays.
 */
export type QuantityInput =
  | { readonly status: 'empty'; readonly payable: false }
  | { readonly status: 'ignored' }
  | { readonly status: 'outOfRange'; readonly quantity: number; readonly payable: false }
  | { readonly status: 'accepted'; readonly quantity: number; readonly payable: true };

export function readQuantityInput(text: string, range: QuantityRange): QuantityInput {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'empty', payable: false };
  if (!/^\d+$/.test(trimmed)) return { status: 'ignored' };
  const quantity = Number(trimmed);
  if (!Number.isSafeInteger(quantity)) return { status: 'ignored' };
  if (quantity < range.min || quantity > range.max) return { status: 'outOfRange', quantity, payable: false };
  return { status: 'accepted', quantity, payable: true };
}
