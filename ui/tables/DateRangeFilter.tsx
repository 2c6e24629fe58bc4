import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import { Button, Group, Modal, Popover, Stack, Text } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../i18n';
import { useIsMobileTable } from './useDefaultPageSize';

// The date-range picker: a popover on desktop, a modal on mobile (below the
// theme's md breakpoint). It hands back whole days (YYYY-MM-DD); the composition turns them into
// start 00:00:00 / end 23:59:59 with the domain's dayRange.

export interface DayRangeValue {
  from: string;
  to: string;
}

export interface DateRangeFilterProps {
  value: DayRangeValue | undefined;
  onChange: (value: DayRangeValue | undefined) => void;
}

type Draft = [string | null, string | null];

export function DateRangeFilter({ value, onChange }: DateRangeFilterProps) {
  const { t, locale } = useI18n();
  const mobile = useIsMobileTable();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<Draft>([value?.from ?? null, value?.to ?? null]);
  const open = () => {
    setDraft([value?.from ?? null, value?.to ?? null]);
    setOpened(true);
  };
  const apply = () => {
    const [from, to] = draft;
    if (from && to) onChange({ from, to });
    setOpened(false);
  };
  const clear = () => {
    onChange(undefined);
    setOpened(false);
  };
  const label = value ? `${value.from} – ${value.to}` : t('tables.filters.anyDate');
  const picker: ReactNode = (
    <DatesProvider settings={{ locale: locale === 'zh' ? 'zh-cn' : 'en' }}>
      <Stack gap="sm">
        <Text size="sm">
          {t('tables.filters.chooseDates')}
        </Text>
        <DatePicker
          type="range"
          allowSingleDateInRange
          hideOutsideDates
          weekendDays={[]}
          previousLabel={t('tables.filters.previousMonth')}
          nextLabel={t('tables.filters.nextMonth')}
          value={draft}
          onChange={(next) => setDraft(next as Draft)}
        />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={clear}>
            {t('tables.filters.clear')}
          </Button>
          <Button size="xs" onClick={apply} disabled={!draft[0] || !draft[1]}>
            {t('tables.filters.apply')}
          </Button>
        </Group>
      </Stack>
    </DatesProvider>
  );
  const button = (
    <Button variant="default" size="sm" onClick={opened ? () => setOpened(false) : open} aria-label={`${t('tables.filters.dateRange')}: ${label}`}>
      {label}
    </Button>
  );
  const caption = (
    <Text size="sm" fw={500} component="span" aria-hidden>
      {t('tables.filters.dateRange')}
    </Text>
  );
  if (mobile) {
    return (
      <Stack gap={2}>
        {caption}
        {button}
        <Modal opened={opened} onClose={() => setOpened(false)} title={t('tables.filters.dateRange')} centered>
          {picker}
        </Modal>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      {caption}
      <Popover opened={opened} onChange={setOpened} position="bottom-start" trapFocus withinPortal shadow="md">
        <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('tables.filters.dateRange')}>
          {picker}
        </Popover.Dropdown>
      </Popover>
    </Stack>
  );
}
