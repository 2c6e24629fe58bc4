import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailNoticeProps {
  /** The HTTP status as a large decorative figure (404, 403). */
  code: string;
  title: string;
  children?: ReactNode;
  testId: string;
}

/** A detail page that cannot show its record: a figure, a heading (the page's h1), text and actions. */
export function DetailNotice({ code, title, children, testId }: DetailNoticeProps) {
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center" maw={560} mx="auto" data-testid={testId}>
      <Text fz={64} fw={700} c="dimmed" aria-hidden="true" lh={1}>
        {code}
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
