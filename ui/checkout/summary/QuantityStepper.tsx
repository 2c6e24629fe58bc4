import { ActionIcon, Group, Input, Stack } from '@mantine/core';
import { useId, useState, type ChangeEvent } from 'react';
import { clampQuantity, getQuantityControls, readQuantityInput, validateQuantity, type InventoryLike, type QuantityRange } from '@domain/quantity';
import { FieldError } from '@ui/common/FieldError';
import { useMessageText } from '@ui/common/useMessageText';
import { useT } from '@ui/i18n';
import { MinusIcon, PlusIcon } from './icons';

export interface QuantityStepperProps {
  /** Product name, for the accessible names of the controls. */
  name: string;
  /** The line's quantity as the session has it. */
  quantity: number;
  /** Allowed range (domain/quantity getQuantityRange). */
  range: QuantityRange;
  /** Inventory of the line's price: 'Exceed inventory' / 'Exceed purchase limit' come from it. */
  inventory?: InventoryLike | undefined;
  disabled?: boolean | undefined;
  /** A whole quantity inside the range was chosen. */
  onChange: (quantity: number) => void;
  /** An empty box makes the checkout not payable until a number is back (spec §5). */
  onPayableChange?: ((payable: boolean) => void) | undefined;
}

/** Minus, a number box and plus; the buttons are disabled at the bounds. */
export function QuantityStepper({ name, quantity, range, inventory, disabled, onChange, onPayableChange }: QuantityStepperProps) {
  const t = useT();
  const text = useMessageText();
  const errorId = useId();
  const [typed, setTyped] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    // The session answered with a new quantity: show it.
    setShown(quantity);
    setTyped(String(quantity));
  }
  const controls = getQuantityControls(quantity, range);
  const check = inventory ? validateQuantity(inventory, quantity) : null;
  const error = check && !check.ok ? text(check) : null;

  const step = (delta: number) => {
    const next = clampQuantity(quantity + delta, range);
    // The box shows the session's quantity: it follows when the change is accepted, and a refused
    // one (Exceed inventory) leaves it where it was instead of showing a number that is not ordered.
    setTyped(String(quantity));
    if (next !== quantity) onChange(next);
    onPayableChange?.(true);
  };
  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const input = readQuantityInput(event.currentTarget.value, range);
    if (input.status === 'ignored') return;
    setTyped(input.status === 'empty' ? '' : String(input.quantity));
    onPayableChange?.(input.payable);
    if (input.status === 'accepted' && input.quantity !== quantity) onChange(input.quantity);
  };

  return (
    <Stack gap={4} data-testid="quantity-stepper" data-state={error ? 'invalid' : typed === '' ? 'empty' : 'valid'}>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('checkout.quantity.decrease', { name })}
          disabled={!!disabled || !controls.canDecrement}
          onClick={() => step(-1)}
        >
          <MinusIcon />
        </ActionIcon>
        <Input
          withAria={false}
          aria-label={t('checkout.quantity.label', { name })}
          inputMode="numeric"
          autoComplete="off"
          w={64}
          styles={{ input: { textAlign: 'center' } }}
          value={typed}
          disabled={!!disabled}
          readOnly={!!disabled}
          error={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={type}
          onBlur={() => {
            if (typed === '') return;
            setTyped(String(quantity));
          }}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('checkout.quantity.increase', { name })}
          disabled={!!disabled || !controls.canIncrement}
          onClick={() => step(1)}
        >
          <PlusIcon />
        </ActionIcon>
      </Group>
      <FieldError id={errorId}>{error}</FieldError>
    </Stack>
  );
}
