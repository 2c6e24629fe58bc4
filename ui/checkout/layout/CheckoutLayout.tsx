import { Box, Container, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { TestModeBadge } from '../summary/TestModeBadge';
import { PoweredBy } from './PoweredBy';

/** standalone: the hosted page; inline: embedded in a host page; minimal: no summary, compact. */
export type CheckoutLayoutVariant = 'standalone' | 'inline' | 'minimal';

export interface CheckoutLayoutProps {
  variant?: CheckoutLayoutVariant | undefined;
  /** Hide the order summary (always hidden in the minimal variant). */
  hideSummary?: boolean | undefined;
  /** The order summary panel (left on desktop, first when stacked). */
  summary?: ReactNode;
  /** The payment details panel: the form. */
  form: ReactNode;
  /** Above both panels: a test-mode badge, a past-due alert, a time-out notice. */
  banner?: ReactNode;
  /** The session is not live: when the summary (which carries the badge) is hidden, the layout shows it. */
  testMode?: boolean | undefined;
  /** The "Powered by" brand; the footer shows in the standalone variant only. */
  poweredBy?: string | undefined;
}

/**
 * The checkout page frame: summary and form side by side from the md breakpoint, stacked below
 * it; a single centred column when the summary is hidden.
 */
export function CheckoutLayout(props: CheckoutLayoutProps) {
  const { variant = 'standalone', hideSummary, summary, form, banner, testMode, poweredBy } = props;
  const withSummary = variant !== 'minimal' && !hideSummary && summary !== undefined && summary !== null;
  const content = withSummary ? (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'md', md: 'xl' }} data-testid="checkout-columns">
      <Box miw={0}>{summary}</Box>
      <Box miw={0}>{form}</Box>
    </SimpleGrid>
  ) : (
    <Box maw={560} mx="auto" w="100%">
      {form}
    </Box>
  );
  return (
    <Container
      size={withSummary ? 'lg' : 'sm'}
      px={variant === 'standalone' ? 'md' : 0}
      py={variant === 'standalone' ? { base: 'md', md: 'xl' } : 0}
      data-testid="checkout-layout"
      data-variant={variant}
      data-summary={withSummary ? 'shown' : 'hidden'}
    >
      <Stack gap="md">
        {testMode && !withSummary ? (
          <div>
            <TestModeBadge />
          </div>
        ) : null}
        {banner}
        {content}
        {variant === 'standalone' ? <PoweredBy name={poweredBy} /> : null}
      </Stack>
    </Container>
  );
}
