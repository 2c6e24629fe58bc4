// Query filters the billing tables send that several list endpoints share (docs/tables.md).

/** ?q= matches the id, the description or any of `also` (number, name…), case-insensitively. */
export function matchesText(url: URL, record: { id: string; description?: string | null | undefined }, ...also: (string | null | undefined)[]): boolean {
  const q = url.searchParams.get('q')?.trim().toLowerCase();
  if (!q) return true;
  return [record.id, record.description, ...also].some((text) => (text ?? '').toLowerCase().includes(q));
}

/** ?start= and ?end= (Unix seconds, inclusive) around created_at (seconds or an ISO string). */
export function withinRange(url: URL, createdAt: string | number | null | undefined): boolean {
  const start = Number(url.searchParams.get('start') ?? Number.NEGATIVE_INFINITY);
  const end = Number(url.searchParams.get('end') ?? Number.POSITIVE_INFINITY);
  const seconds = typeof createdAt === 'number' ? createdAt : createdAt ? Math.floor(Date.parse(createdAt) / 1000) : 0;
  return seconds >= start && seconds <= end;
}

/** ?currency_id= exact match, absent = any. */
export const matchesCurrency = (url: URL, currencyId: string | null | undefined): boolean => {
  const wanted = url.searchParams.get('currency_id');
  return !wanted || wanted === currencyId;
};
