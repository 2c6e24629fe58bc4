import { Radio, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { CUSTOM_PRESET, getDefaultPreset, validateDonationAmount, type DonationLimits } from '@domain/donation';
import { formatNumber } from '@domain/money';
import type { Invalid } from '@domain/validation';
import { useMessageText } from '../../common/useMessageText';
import { useT } from '../../i18n';
import { CustomAmountField } from './CustomAmountField';
import { PresetAmountCard } from './PresetAmountCard';
import { useRollingAmount, type RollingAnimation } from './useRollingAmount';

export interface TipAmountPickerProps {
  /** Preset amounts in token units ("1", "5", "10"). */
  presets: readonly string[];
  symbol: string;
  /** A preset or 'custom'; default: the domain's default preset (the middle one). */
  selected?: string | undefined;
  onSelect: (choice: string) => void;
  /** Whether the Custom card exists; default true. */
  allowCustom?: boolean | undefined;
  /** The custom amount as typed (token units). */
  customAmount: string;
  onCustomAmountChange: (value: string) => void;
  /** Range and precision of a custom amount (donation settings). */
  limits?: DonationLimits | undefined;
  /** A check from outside (the machine's) instead of the picker's own. */
  customError?: Invalid | null | undefined;
  /** Show the custom amount's error before the field was touched (after a submit attempt). */
  showErrors?: boolean | undefined;
  /** Random amount; without it the button is not offered. */
  onRandom?: ((options: { animate: boolean }) => void) | undefined;
  /** The random amount is rolling; customAmount carries the current value. */
  animating?: boolean | undefined;
  /** Or: the donation-amount view's animation ({from, to, durationMs}); the picker rolls the value itself. */
  animation?: RollingAnimation | null | undefined;
  disabled?: boolean | undefined;
}

/**
 * 'Tip Amount': preset cards and Custom as one radio group (arrow keys move and select), the
 * custom amount with the domain's checks ('Please enter an amount between {min} and {max}.'),
 * and the 800 ms random amount, driven by props.
 */
export function TipAmountPicker(props: TipAmountPickerProps) {
  const { presets, symbol, onSelect, allowCustom = true, customAmount, onCustomAmountChange, limits, customError, showErrors } = props;
  const { onRandom, animation, disabled } = props;
  const rolling = useRollingAmount(animation);
  const animating = props.animating ?? rolling !== null;
  const t = useT();
  const messageText = useMessageText();
  const [touched, setTouched] = useState(false);
  const selected = props.selected ?? getDefaultPreset(presets, { allowCustom });

  const choices = [
    ...presets.map((preset) => ({ value: preset, label: `${formatNumber(preset)} ${symbol}` })),
    ...(allowCustom ? [{ value: CUSTOM_PRESET, label: t('donation.custom') }] : []),
  ];
  const tabStop = choices.some((choice) => choice.value === selected) ? selected : choices[0]?.value;

  const isCustom = selected === CUSTOM_PRESET && allowCustom;
  const check = customError !== undefined ? customError : validateDonationAmount(customAmount, limits);
  const showError = isCustom && !animating && (touched || showErrors || customAmount !== '') && check && !check.ok;
  const error = showError ? messageText(check) : null;

  return (
    <Stack gap="md" data-testid="tip-amount-picker" data-state={isCustom ? 'custom' : 'preset'}>
      <Radio.Group
        value={selected}
        onChange={onSelect}
        label={t('donation.tipAmount')}
        labelProps={{ fz: 'lg', fw: 650, mb: 'sm' }}
      >
        <SimpleGrid cols={{ base: 2, xs: Math.min(4, Math.max(choices.length, 2)) }} spacing="sm">
          {choices.map((choice) => (
            <PresetAmountCard
              key={choice.value}
              value={choice.value}
              label={choice.label}
              checked={choice.value === selected}
              tabbable={choice.value === tabStop}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
      {isCustom ? (
        <CustomAmountField
          value={rolling ?? customAmount}
          onChange={onCustomAmountChange}
          onBlur={() => setTouched(true)}
          symbol={symbol}
          error={error}
          onRandom={onRandom}
          animating={animating}
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}
