import { Big, toBig, type Numeric } from '../money/big-number';

export interface RandomAmountSettings {
  readonly presets?: readonly Numeric[] | null | undefined;
  /** Upper bound of any amount (token units); missing or 0 means none. */
  readonly maximum?: Numeric | null | undefined;
  /** Lower bound of any amount; the random pick never goes below it. */
  readonly minimum?: Numeric | null | undefined;
}

/** A random source in [0, 1), injected so that the domain stays deterministic under test. */
export type RandomSource = () => number;

const NO_PRESET_RANGE = { low: new Big(1), high: new Big(100) };

const presetValues = (presets: readonly Numeric[] | null | undefined): Big[] =>
  (presets ?? []).map((preset) => toBig(preset)).filter((value): value is Big => value !== null && value.isGreaterThan(0));

/**
 * docs/spec/checkout-and-billing.md §9: decimals of a random amount follow the presets: 0 when there are none or all are
 * whole numbers, otherwise the most decimals of any preset but at least 2 (1.5 → "x.xx").
 */
export function getRandomAmountDecimals(presets: readonly Numeric[] | null | undefined): number {
  const most = Math.max(0, ...presetValues(presets).map((value) => value.decimalPlaces() ?? 0));
  return most === 0 ? 0 : Math.max(2, most);
}

/** The [low, high] a random amount is drawn from: largest preset .. 5× it (1..100 without presets), within min/max. */
export function getRandomAmountRange(settings: RandomAmountSettings): { readonly low: Big; readonly high: Big } {
  const values = presetValues(settings.presets);
  const largest = values.length > 0 ? Big.max(...values) : null;
  let low = largest ?? NO_PRESET_RANGE.low;
  let high = largest ? largest.times(5) : NO_PRESET_RANGE.high;
  const maximum = toBig(settings.maximum);
  if (maximum !== null && maximum.isGreaterThan(0) && high.isGreaterThan(maximum)) high = maximum;
  const minimum = toBig(settings.minimum);
  if (minimum !== null && low.isLessThan(minimum)) low = minimum;
  // A maximum below the largest preset (or a minimum above the range) leaves one sensible value.
  if (low.isGreaterThan(high)) low = high;
  return { low, high };
}

const isPresetList = (value: RandomAmountSettings | readonly Numeric[]): value is readonly Numeric[] => Array.isArray(value);

/**
 * A random tip amount as a token string with exactly the presets' decimals (docs/spec/checkout-and-billing.md §9):
 * uniform in the range of getRandomAmountRange, rounded half-up, then kept inside the bounds.
 * Accepts the settings, or the presets (and the maximum as a third argument).
 */
export function getRandomDonationAmount(
  settings: RandomAmountSettings | readonly Numeric[],
  rng: RandomSource,
  maximum?: Numeric | null,
): string {
  const resolved: RandomAmountSettings = isPresetList(settings) ? { presets: settings, maximum } : settings;
  const decimals = getRandomAmountDecimals(resolved.presets);
  const { low, high } = getRandomAmountRange(resolved);
  const draw = Math.min(Math.max(rng(), 0), 1);
  const fraction = Number.isFinite(draw) ? new Big(draw) : new Big(0);
  let amount = low.plus(high.minus(low).times(fraction)).decimalPlaces(decimals, Big.ROUND_HALF_UP);
  const highest = high.decimalPlaces(decimals, Big.ROUND_DOWN);
  const lowest = low.decimalPlaces(decimals, Big.ROUND_UP);
  if (amount.isGreaterThan(highest)) amount = highest;
  if (amount.isLessThan(lowest) && lowest.isLessThanOrEqualTo(highest)) amount = lowest;
  return amount.toFixed(decimals);
}
