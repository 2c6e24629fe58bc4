import { invalid } from '../validation/messages';
import { valid, type ValidationResult } from '../validation/result';
import { effectiveInventory, type InventoryLike, type QuantityItemLike, type QuantityRange } from './quantity-range';

const isItem = (target: InventoryLike | QuantityItemLike): target is QuantityItemLike =>
  'price' in target && typeof target.price === 'object' && target.price !== null;

const count = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * docs/spec/checkout-and-billing.md §5 inventory rules, in this order:
 * 'Exceed inventory' when quantity_available > 0 and quantity_sold + quantity exceeds it;
 * 'Exceed purchase limit' when quantity_limit_per_checkout > 0 and is below the quantity.
 * Takes a price or a checkout line (whose upsell price wins). A quantity that is not a whole
 * number of at least 1 is refused first: a line can never be bought zero or half times.
 */
export function validateQuantity(target: InventoryLike | QuantityItemLike, quantity: number): ValidationResult<number> {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return invalid('validation.quantityRange', { min: 1, max: '∞' });
  const inventory = isItem(target) ? effectiveInventory(target) : target;
  const available = count(inventory.quantity_available);
  if (available > 0 && count(inventory.quantity_sold) + quantity > available) return invalid('validation.exceedInventory');
  const limit = count(inventory.quantity_limit_per_checkout);
  if (limit > 0 && limit < quantity) return invalid('validation.exceedPurchaseLimit');
  return valid(quantity);
}

/**
 * Everything a quantity box checks, for the message at the field: the inventory rules first
 * (their texts are the spec's: 'Exceed inventory', 'Exceed purchase limit'), then the line's
 * range ('Enter a whole number between {min} and {max}').
 */
export function checkLineQuantity(
  target: InventoryLike | QuantityItemLike,
  range: QuantityRange,
  quantity: number,
): ValidationResult<number> {
  const stock = validateQuantity(target, quantity);
  if (!stock.ok) return stock;
  if (quantity < range.min || quantity > range.max) {
    return invalid('validation.quantityRange', { min: range.min, max: Number.isFinite(range.max) ? range.max : '∞' });
  }
  return valid(quantity);
}
