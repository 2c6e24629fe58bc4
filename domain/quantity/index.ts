// Quantities of checkout lines: allowed range, inventory errors, input handling.
export {
  /** Allowed range {min, max}: max(minimum, 1) .. min(adjustable max, per-checkout limit, available). */
  getQuantityRange,
  /** True when no quantity fits (bounds crossed). */
  isRangeEmpty,
  /** Nearest whole quantity inside a range. */
  clampQuantity,
  /** Plus/minus enabled flags for a quantity in a range. */
  getQuantityControls,
  /** The inventory that applies to a line (upsell price once upsold). */
  effectiveInventory,
  /** quantity_available − quantity_sold (the stock that remains, as the inventory rule reads it), undefined without inventory. */
  remainingStock,
  type InventoryLike,
  type AdjustableQuantityLike,
  type QuantityItemLike,
  type QuantityRange,
} from './quantity-range';
export {
  /** 'Exceed inventory' / 'Exceed purchase limit' check of a quantity, as a result. */
  validateQuantity,
  /** validateQuantity, then the line's range: the message a quantity box shows. */
  checkLineQuantity,
} from './validate-quantity';
export {
  /** Reads typed quantity text: empty / out of range → not payable, non-digits → ignored, else accepted. */
  readQuantityInput,
  type QuantityInput,
} from './quantity-input';
