import { Box, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An amount with a note on hover, focus and touch (a void invoice's struck amount: "No payment
 * required", as the real product's tables say). The status cell beside it says the same in text
 * for screen readers, so the note is not announced twice.
 */
export function AmountNote({ note, children }: { note: string | undefined; children: ReactNode }) {
  if (!note) return <>{children}</>;
  return (
    <Tooltip label={note} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Box w="fit-content" tabIndex={0} data-testid="amount-note">
        {children}
      </Box>
    </Tooltip>
  );
}
