import { toBig, type Numeric } from '../money/big-number';

/** The choice of the amount picker that is not a preset card. */
export const CUSTOM_PRESET = 'custom';

export interface DefaultPresetOptions {
  /** A preset or 'custom' remembered for this user (local storage); it wins when still offered. */
  readonly remembered?: string | null | undefined;
  /** Whether the Custom card exists; default true. */
  readonly allowCustom?: boolean | undefined;
}

/**
 * docs/spec/checkout-and-billing.md §9: the default is the middle preset, presets[floor(n / 2)]; a remembered choice wins.
 * A remembered preset that is no longer offered is dropped (it would select a card that is not
 * there); without presets the picker starts on Custom. Presets are compared as numbers, so a
 * remembered "5.0" selects the preset "5" and the preset's own text is returned.
 */
export function getDefaultPreset(
  presets: readonly Numeric[],
  options: DefaultPresetOptions | string | null = {},
): string {
  // The remembered value may be passed directly: getDefaultPreset(presets, stored).
  const { remembered, allowCustom = true } = typeof options === 'object' && options !== null ? options : { remembered: options };
  const texts = presets.map(String);
  if (remembered === CUSTOM_PRESET && allowCustom) return CUSTOM_PRESET;
  const rememberedValue = toBig(remembered);
  if (rememberedValue !== null) {
    const match = texts.find((preset) => toBig(preset)?.isEqualTo(rememberedValue));
    if (match !== undefined) return match;
  }
  return texts[Math.floor(texts.length / 2)] ?? CUSTOM_PRESET;
}
