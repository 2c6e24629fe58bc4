import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface CheckoutPanelProps {
  /** Heading of the panel (h2), also the section's accessible name. */
  title?: ReactNode;
  /** Next to the title: a test-mode badge, an Edit button. */
  aside?: ReactNode;
  children: ReactNode;
  'data-testid'?: string | undefined;
}

/** One card of the checkout: the order summary or the payment details. */
export function CheckoutPanel({ title, aside, children, ...rest }: CheckoutPanelProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      aria-labelledby={title ? titleId : undefined}
      data-testid={rest['data-testid']}
    >
      <Stack gap="lg">
        {title ? (
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            {aside}
          </Group>
        ) : (
          aside
        )}
        {children}
      </Stack>
    </Paper>
  );
}
