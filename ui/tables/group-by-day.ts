import { formatDate, type DateInput } from '@domain/display';

/**
 * Rows in their order, grouped by their local day (YYYY-MM-DD); the server sends newest first, so
 * the groups come newest first too. The grouped lists (invoices, payments) draw one heading a day.
 */
export function groupRowsByDay<T>(rows: readonly T[], dateOf: (row: T) => DateInput | null | undefined): { day: string; rows: T[] }[] {
  const groups: { day: string; rows: T[] }[] = [];
  for (const row of rows) {
    const day = formatDate(dateOf(row), 'YYYY-MM-DD');
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.rows.push(row);
    else groups.push({ day, rows: [row] });
  }
  return groups;
}
