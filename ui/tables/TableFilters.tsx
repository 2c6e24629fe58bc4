import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useT } from '../i18n';
import { DateRangeFilter, type DayRangeValue } from './DateRangeFilter';
import { SEARCH_DEBOUNCE_MS } from './table-constants';

// The filter bar: status, currency, type, search (debounced 300 ms) and the
// date range. Each control shows only when its value and handler are given.

export interface FilterOption {
  value: string;
  label: string;
}

interface Choice {
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
  /** What no choice means when it is not "all" (the customer's invoices: open, paid and uncollectible). */
  defaultLabel?: string | undefined;
}

export interface TableFiltersProps {
  status?: Choice;
  currency?: Choice;
  type?: Choice;
  search?: { value: string | undefined; onChange: (value: string | undefined) => void };
  dateRange?: { value: DayRangeValue | undefined; onChange: (value: DayRangeValue | undefined) => void };
}

function ChoiceSelect({ label, allLabel, choice }: { label: string; allLabel: string; choice: Choice }) {
  return (
    <NativeSelect
      size="sm"
      label={label}
      value={choice.value ?? ''}
      data={[{ value: '', label: choice.defaultLabel ?? allLabel }, ...choice.options]}
      onChange={(event) => choice.onChange(event.currentTarget.value || undefined)}
    />
  );
}

function SearchInput({ value, onChange }: NonNullable<TableFiltersProps['search']>) {
  const t = useT();
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  // The URL changed under us (Back, a shared link): show it, unless it is what we just sent.
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) setText(value ?? '');
  }
  const send = useDebouncedCallback((next: string) => {
    const trimmed = next.trim() || undefined;
    setSent(trimmed);
    onChange(trimmed);
  }, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      size="sm"
      type="search"
      label={t('tables.filters.search')}
      placeholder={t('tables.filters.searchPlaceholder')}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
    />
  );
}

export function TableFilters({ status, currency, type, search, dateRange }: TableFiltersProps) {
  const t = useT();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('tables.filters.label')}>
      {status ? <ChoiceSelect label={t('tables.filters.status')} allLabel={t('tables.filters.allStatuses')} choice={status} /> : null}
      {currency ? <ChoiceSelect label={t('tables.filters.currency')} allLabel={t('tables.filters.allCurrencies')} choice={currency} /> : null}
      {type ? <ChoiceSelect label={t('tables.filters.type')} allLabel={t('tables.filters.allTypes')} choice={type} /> : null}
      {search ? <SearchInput {...search} /> : null}
      {dateRange ? <DateRangeFilter {...dateRange} /> : null}
    </Group>
  );
}
