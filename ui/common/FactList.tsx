import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Label and value pairs as a description list (dt/dd, so a screen reader reads each pair
 * together), two columns: labels as wide as the longest, values wrapping anywhere (hashes, ids).
 */
export function FactList({ facts }: { facts: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 24, rowGap: 8 }}>
      {facts.map(([label, value]) => (
        <Box key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
