import { Button, Group, TextInput, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { SparkleIcon } from './SparkleIcon';

export interface CustomAmountFieldProps {
  /** The amount as typed (token units, e.g. "12.5"). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  symbol: string;
  /** The translated error under the input (announced). */
  error?: string | null | undefined;
  /** Asks for a random amount; animate is false when the person prefers reduced motion. */
  onRandom?: ((options: { animate: boolean }) => void) | undefined;
  /** The random amount is rolling (800 ms): the input shows the rolling value, read-only. */
  animating?: boolean | undefined;
  disabled?: boolean | undefined;
}

/** The Custom choice of the tip picker: a numeric input (wheel blocked while focused) and 'Random amount'. */
export function CustomAmountField({ value, onChange, onBlur, symbol, error, onRandom, animating = false, disabled }: CustomAmountFieldProps) {
  const t = useT();
  const reducedMotion = useReducedMotion();
  const inputRef = useRef<HTMLInputElement>(null);

  // A wheel over a focused number input would change the amount; React's wheel listener is
  // passive and cannot prevent that, so a native one does.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    const block = (event: WheelEvent) => {
      if (document.activeElement === input) event.preventDefault();
    };
    input.addEventListener('wheel', block, { passive: false });
    return () => input.removeEventListener('wheel', block);
  }, []);

  // When a random amount settles: announce it once and hand the focus to the input to adjust it.
  const [wasAnimating, setWasAnimating] = useState(animating);
  const [announcement, setAnnouncement] = useState('');
  if (wasAnimating !== animating) {
    setWasAnimating(animating);
    if (!animating) setAnnouncement(t('donation.randomPicked', { amount: value, symbol }));
  }
  useEffect(() => {
    if (!animating && announcement) inputRef.current?.focus();
  }, [animating, announcement]);

  const randomButton = onRandom ? (
    <Button
      variant="default"
      h={36}
      leftSection={<SparkleIcon />}
      onClick={() => onRandom({ animate: !reducedMotion })}
      disabled={animating || !!disabled}
      data-testid="tip-random"
    >
      {t('donation.random')}
    </Button>
  ) : null;

  return (
    <>
      <TextInput
        ref={inputRef}
        // Text, not type=number: a number input hides what it cannot parse ('1,000.5' reads as
        // empty), so the field could not say why Pay is off. The domain reads the text instead.
        type="text"
        inputMode="decimal"
        autoComplete="off"
        label={t('donation.customAmount')}
        description={t('donation.customAmountHint', { symbol })}
        value={value}
        onChange={(event) => {
          setAnnouncement('');
          onChange(event.currentTarget.value);
        }}
        onBlur={onBlur}
        readOnly={animating}
        disabled={!!disabled}
        aria-busy={animating || undefined}
        rightSection={
          <span aria-hidden="true" style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 }}>
            {symbol}
          </span>
        }
        rightSectionWidth={Math.max(40, symbol.length * 10 + 16)}
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="center">
            <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            {randomButton}
          </Group>
        )}
        error={error || undefined}
        errorProps={{ role: 'alert' }}
        data-testid="tip-custom-input"
        data-state={animating ? 'animating' : error ? 'invalid' : 'idle'}
        // Mantine paints an invalid value and its message in --mantine-color-error (about 3:1);
        // the value keeps the text colour and the message uses the AA red of the theme.
        styles={{
          input: { fontVariantNumeric: 'tabular-nums', color: 'var(--mantine-color-text)' },
          section: { color: 'var(--mantine-color-text)' },
          error: { color: 'var(--mantine-color-red-text)' },
        }}
      />
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}
