import { Box, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An amount with a note on hover and focus (a void invoice's struck amount: "No payment
 * required", as the real product's tables say); screen readers hear the note with the amount.
 */
export function AmountNote({ note, children }: { note: string | undefined; children: ReactNode }) {
  if (!note) return <>{children}</>;
  return (
    <Tooltip label={note} withArrow>
      <Box tabIndex={0} w="fit-content" data-testid="amount-note">
        {children}
        <VisuallyHidden>{note}</VisuallyHidden>
      </Box>
    </Tooltip>
  );
}
