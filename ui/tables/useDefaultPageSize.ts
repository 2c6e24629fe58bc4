import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE, MOBILE_PAGE_SIZE } from './table-constants';

/** 5 rows below the theme's md breakpoint, else 10 (docs/spec/shell-store-and-tables.md §9). */
export function useIsMobileTable(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${theme.breakpoints.md})`, false, { getInitialValueInEffect: false }) ?? false;
}

export function useDefaultPageSize(): number {
  return useIsMobileTable() ? MOBILE_PAGE_SIZE : DEFAULT_PAGE_SIZE;
}
