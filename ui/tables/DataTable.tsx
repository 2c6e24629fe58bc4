import { Box, Skeleton, Stack, Table, Text } from '@mantine/core';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type PaginationState, type Updater } from '@tanstack/react-table';
import { TablePager } from './TablePager';
import { useMinimumLoading } from './useMinimumLoading';
import { LoadError } from './LoadError';
import type { PagedTableProps } from './paged-props';

// The one table kit: @tanstack/react-table owns columns and paging state (headless,
// the same family as our router and query), Mantine's Table draws it. Paging is server side
// (manualPagination): the page holds only `data`, `rowCount` says how many there are.
//
// Usage:
//   <DataTable caption="Invoices" columns={invoiceColumns} data={page.list} rowCount={page.count}
//     getRowId={(i) => i.id} page={1} pageSize={10} onPageChange={…} onPageSizeChange={…}
//     loading={query.isPending} error={query.error ? formatError(query.error) : null}
//     onRetry={() => void query.refetch()} emptyText={t('tables.invoices.empty')} />

// Column definitions mix value types per column; the kit never reads cell values itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumn<T> = ColumnDef<T, any>;

/** A paged table (PagedTableProps: rows on the server, page, size, loading, error) with its columns. */
export interface DataTableProps<T> extends PagedTableProps {
  /** Read by screen readers as the table's name; also its accessible label. */
  caption: string;
  columns: TableColumn<T>[];
  data: readonly T[];
  getRowId: (row: T) => string;
  emptyText: string;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, data, rowCount, page, pageSize, loading, error, onRetry, emptyText } = props;
  const showSkeleton = useMinimumLoading(loading);
  const pagination: PaginationState = { pageIndex: page - 1, pageSize };
  // TanStack Table returns fresh functions each render by design; the compiler's memoizing is not
  // wanted here (we re-render on every prop change anyway).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: data as T[],
    columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount,
    state: { pagination },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      if (next.pageSize !== pageSize) props.onPageSizeChange(next.pageSize);
      else if (next.pageIndex !== pagination.pageIndex) props.onPageChange(next.pageIndex + 1);
    },
  });
  const columnCount = table.getVisibleLeafColumns().length;

  if (error && !showSkeleton) {
    return (
      <LoadError title={caption} error={error} onRetry={onRetry} />
    );
  }

  return (
    <Stack gap="sm">
      {/* A wide table scrolls sideways on a phone; the region is focusable so the keyboard can scroll it. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-busy={showSkeleton} data-testid="data-table" data-rows={showSkeleton ? 0 : data.length}>
          <Table.Caption style={props.captionVisible ? undefined : visuallyHidden}>{caption}</Table.Caption>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <Table.Th key={header.id} scope="col" style={{ whiteSpace: 'nowrap' }}>
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {showSkeleton ? (
              Array.from({ length: Math.min(pageSize, 10) }, (_, i) => (
                <Table.Tr key={`skeleton-${i}`} aria-hidden>
                  {Array.from({ length: columnCount }, (__, j) => (
                    <Table.Td key={j}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            ) : data.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text c="dimmed" ta="center" py="md">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <Table.Tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Box>
      {props.hidePager ? null : (
        <TablePager
          page={page}
          pageCount={Math.max(1, table.getPageCount())}
          pageSize={pageSize}
          rowCount={rowCount}
          disabled={showSkeleton}
          onPage={(next) => table.setPageIndex(next - 1)}
          onPageSize={(size) => table.setPageSize(size)}
        />
      )}
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
