import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@domain/display';
import type { ReactNode } from 'react';
import type { TableLinks } from './links';
import { useMinimumLoading } from './useMinimumLoading';
import { LoadError } from './LoadError';

/** What every grouped list (invoices, payments) takes besides its rows: links, paging by "View more", error. */
export interface GroupedListBaseProps {
  links: TableLinks;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
}

export interface GroupedListFrameProps {
  /** The list's accessible name. */
  name: string;
  loading: boolean;
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  empty: boolean;
  emptyText: string;
  /** The groups and the load-more button. */
  children: ReactNode;
}

/**
 * The states every grouped list shares (invoices, payments): a skeleton for at least 500 ms, the
 * error with Retry (only while nothing is loaded), the empty text, else the list as a region.
 */
export function GroupedListFrame({ name, loading, error, onRetry, empty, emptyText, children }: GroupedListFrameProps) {
  const showSkeleton = useMinimumLoading(loading);
  if (showSkeleton) {
    return (
      <Stack gap="xs" aria-busy aria-label={name}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={36} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (error && empty) {
    return (
      <LoadError title={name} error={error} onRetry={onRetry} />
    );
  }
  if (empty) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="md" role="region" aria-label={name}>
      {children}
    </Stack>
  );
}

/** One day of a grouped list: its date as a heading and an accessible name, then the rows as a list. */
export function DaySection({ day, locale, children }: { day: string; locale: string; children: ReactNode }) {
  const label = formatDate(day, 'YYYY-MM-DD', locale);
  return (
    <section aria-label={label}>
      <Title order={2} size="sm" c="dimmed" mb={4}>
        {label}
      </Title>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {children}
      </Stack>
    </section>
  );
}
