/** Inventory fields of a price (docs/spec/checkout-and-billing.md §3 product inventory); 0 or missing means "no limit". */
export interface InventoryLike {
  readonly quantity_available?: number | null | undefined;
  readonly quantity_sold?: number | null | undefined;
  readonly quantity_limit_per_checkout?: number | null | undefined;
}

export interface AdjustableQuantityLike {
  readonly enabled?: boolean | null | undefined;
  readonly minimum?: number | null | undefined;
  readonly maximum?: number | null | undefined;
}

/** The part of a checkout line the quantity rules read; upsell_price replaces price when set. */
export interface QuantityItemLike {
  readonly price: InventoryLike;
  readonly upsell_price?: InventoryLike | null | undefined;
  readonly adjustable_quantity?: AdjustableQuantityLike | null | undefined;
}

/** Inclusive bounds; max is Infinity when nothing limits it. */
export interface QuantityRange {
  readonly min: number;
  readonly max: number;
}

const positive = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : undefined;

/** The price whose inventory applies: the upsell price once the line is upsold. */
export function effectiveInventory(item: QuantityItemLike): InventoryLike {
  return item.upsell_price ?? item.price;
}

/**
 * What is left to sell. DECISION: docs/spec/checkout-and-billing.md §5's "available quantity" is
 * quantity_available − quantity_sold, the stock that remains. That is the same reading as the
 * spec's own inventory rule (validateQuantity: 'Exceed inventory' when quantity_sold + quantity
 * > quantity_available), so the plus button stops exactly where that error would start. 0 or
 * missing quantity_available means no inventory limit; a sold-out price leaves 0.
 */
export function remainingStock(inventory: InventoryLike): number | undefined {
  const available = positive(inventory.quantity_available);
  if (available === undefined) return undefined;
  const sold = typeof inventory.quantity_sold === 'number' && Number.isFinite(inventory.quantity_sold) ? inventory.quantity_sold : 0;
  return Math.max(available - Math.max(Math.floor(sold), 0), 0);
}

/**
 * docs/spec/checkout-and-billing.md §5: integers from max(minimum, 1) to min(adjustable maximum, the lesser of the
 * per-checkout limit and the available quantity — remainingStock, see the decision above). Each
 * limit of 0 or missing means unlimited (the real product lets a 0 limit switch the inventory
 * cap off as well; we do not copy that).
 * When the bounds cross (say a minimum of 5 with 3 left), max stays below min: the range is
 * empty and validateQuantity reports why.
 */
export function getQuantityRange(item: QuantityItemLike): QuantityRange {
  const inventory = effectiveInventory(item);
  const min = Math.max(positive(item.adjustable_quantity?.minimum) ?? 1, 1);
  const caps = [
    positive(item.adjustable_quantity?.maximum),
    positive(inventory.quantity_limit_per_checkout),
    remainingStock(inventory),
  ].filter((cap): cap is number => cap !== undefined);
  return { min, max: caps.length === 0 ? Infinity : Math.min(...caps) };
}

/** True when no integer fits the range. */
export function isRangeEmpty(range: QuantityRange): boolean {
  return range.max < range.min;
}

/** The nearest allowed quantity (rounded down to an integer, then into the range; min when empty). */
export function clampQuantity(quantity: number, range: QuantityRange): number {
  // +Infinity goes to a finite max; with no max (Infinity is not a quantity) or NaN, to the min.
  if (!Number.isFinite(quantity)) return quantity > 0 && !isRangeEmpty(range) && Number.isFinite(range.max) ? range.max : range.min;
  const whole = Math.floor(quantity);
  if (isRangeEmpty(range)) return range.min;
  return Math.min(Math.max(whole, range.min), range.max);
}

/** docs/spec/checkout-and-billing.md §5: plus and minus are disabled at the bounds. */
export function getQuantityControls(
  quantity: number,
  range: QuantityRange,
): { readonly canDecrement: boolean; readonly canIncrement: boolean } {
  return { canDecrement: quantity > range.min, canIncrement: quantity < range.max };
}
