import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface OutcomeMessageProps {
  icon: ReactNode;
  /** Palette colour of the icon's circle. */
  color: string;
  title: string;
  description: ReactNode;
  /** Buttons and links under the text. */
  children?: ReactNode;
  /** data-testid and data-state for tests ('error', 'expired', 'empty'). */
  state: string;
  /** 'alert' for failures that should be announced. */
  role?: 'alert' | 'status' | undefined;
}

/** The centred icon + title + text + actions of every checkout outcome that is not a form. */
export function OutcomeMessage({ icon, color, title, description, children, state, role }: OutcomeMessageProps) {
  return (
    <Stack align="center" gap="md" py={56} px="md" ta="center" maw={520} mx="auto" data-testid="checkout-outcome" data-state={state} role={role}>
      <ThemeIcon size={56} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {description}
      </Text>
      {children}
    </Stack>
  );
}
