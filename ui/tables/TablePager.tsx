import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useT } from '../i18n';
import { PAGE_SIZE_OPTIONS } from './table-constants';

export interface TablePagerProps {
  page: number;
  pageCount: number;
  pageSize: number;
  rowCount: number;
  disabled?: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Previous / next with "page x of y", and the rows-per-page select (5, 10, 20, 50, 100). */
export function TablePager({ page, pageCount, pageSize, rowCount, disabled, onPage, onPageSize }: TablePagerProps) {
  const t = useT();
  const first = rowCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(rowCount, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          size="xs"
          label={t('tables.pager.rowsPerPage')}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
          value={String(pageSize)}
          data={PAGE_SIZE_OPTIONS.map((n) => String(n))}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('tables.pager.range', { first, last, count: rowCount })}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" variant="default" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
          {t('tables.pager.previous')}
        </Button>
        <Text size="sm">{t('tables.pager.page', { page, pageCount })}</Text>
        <Button size="xs" variant="default" disabled={disabled || page >= pageCount} onClick={() => onPage(page + 1)}>
          {t('tables.pager.next')}
        </Button>
      </Group>
    </Group>
  );
}
