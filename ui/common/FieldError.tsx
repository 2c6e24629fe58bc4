import { Text } from '@mantine/core';

export interface FieldErrorProps {
  /** Referenced by the control's aria-describedby. */
  id: string;
  /** The translated message; nothing renders without one. */
  children?: string | null | undefined;
}

/**
 * An error under a control that is not a Mantine input (a quantity stepper, a radio group).
 * Announced when it appears (role alert) and linked by id.
 */
export function FieldError({ id, children }: FieldErrorProps) {
  if (!children) return null;
  return (
    <Text id={id} role="alert" size="sm" c="var(--mantine-color-error)" data-testid="field-error">
      {children}
    </Text>
  );
}
