import { InputBase } from '@mantine/core';

export interface FilterSelectProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  w: number;
}

// A native <select> on Mantine's InputBase (already loaded by the search box). Mantine's Select
// brings floating-ui, Popover, ScrollArea and FocusTrap (≈38 kB gz) and NativeSelect the combobox
// helpers into the store list's first load; a native list is as accessible and suits phones.
export function FilterSelect({ label, value, options, onChange, w }: FilterSelectProps) {
  return (
    <InputBase
      component="select"
      label={label}
      value={value}
      onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
      w={w}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </InputBase>
  );
}

function Chevron() {
  return (
    <svg width="14" height="14" viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path d="M4 6l3.5 3.5L11 6" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
