import { ActionIcon, Group, Input, Stack } from '@mantine/core';
import { useId, useState, type ChangeEvent } from 'react';
import { checkLineQuantity, clampQuantity, getQuantityControls, readQuantityInput, type InventoryLike, type QuantityRange } from '@domain/quantity';
import { FieldError } from '@ui/common/FieldError';
import { useMessageText, type MessageLike } from '@ui/common/useMessageText';
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
  /**
   * No change of the cart is on its way: the box may take the session's quantity. While changes
   * are on their way the box keeps what the payer typed (their latest intent is queued).
   */
  settled?: boolean | undefined;
  /** The server refused the quantity last asked for: shown at the field (not only as a toast). */
  refusal?: MessageLike | null | undefined;
  disabled?: boolean | undefined;
  /** A whole quantity inside the range was chosen (sent every time: the latest intent wins). */
  onChange: (quantity: number) => void;
  /** An empty or out-of-range box makes the checkout not payable until it is fixed (docs/spec/checkout-and-billing.md §5). */
  onPayableChange?: ((payable: boolean) => void) | undefined;
}

/**
 * Minus, a number box and plus (docs/spec/checkout-and-billing.md §5): the buttons are disabled at the bounds of
 * the number shown; a typed number outside them stays in the box with the reason at the field
 * ('Exceed inventory', 'Exceed purchase limit', the range) and is not sent, so Pay is disabled
 * until it is fixed and the summary (the session) never shows a quantity the box does not.
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const { name, quantity, range, inventory, settled = true, refusal, disabled, onChange, onPayableChange } = props;
  const t = useT();
  const text = useMessageText();
  const errorId = useId();
  const [typed, setTyped] = useState(String(quantity));
  const [synced, setSynced] = useState(quantity);
  if (settled && synced !== quantity) {
    // The session settled on a new quantity (the answer to the last change): show it.
    setSynced(quantity);
    setTyped(String(quantity));
  }
  const shown = /^\d+$/.test(typed) ? Number(typed) : null;
  const check = shown === null ? null : checkLineQuantity(inventory ?? {}, range, shown);
  const error = check && !check.ok ? text(check) : refusal ? text(refusal) : null;
  // The steps start from the number the payer sees (a valid one), not from an older session.
  const base = shown !== null && check?.ok ? shown : clampQuantity(shown ?? quantity, range);
  const controls = getQuantityControls(base, range);

  const step = (delta: number) => {
    const next = clampQuantity(base + delta, range);
    setTyped(String(next));
    onPayableChange?.(true);
    onChange(next);
  };
  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const input = readQuantityInput(event.currentTarget.value, range);
    if (input.status === 'ignored') return;
    setTyped(input.status === 'empty' ? '' : String(input.quantity));
    onPayableChange?.(input.payable);
    if (input.status === 'accepted') onChange(input.quantity);
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
