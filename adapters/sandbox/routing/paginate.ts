// page (1-based) and pageSize of the list endpoints; newest first.
export function paginate<T extends { created_at?: unknown }>(items: T[], url: URL): { list: T[]; count: number } {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(url.searchParams.get('pageSize') ?? 20) || 20));
  const sorted = [...items].sort((a, b) => Number(b.created_at ?? 0) - Number(a.created_at ?? 0));
  return { list: sorted.slice((page - 1) * pageSize, page * pageSize), count: items.length };
}

/** status=open,paid → ['open','paid']; absent → undefined (no filter). */
export const listParam = (url: URL, name: string): string[] | undefined => {
  const value = url.searchParams.get(name);
  return value ? value.split(',').map((v) => v.trim()).filter(Boolean) : undefined;
};

export const flagParam = (url: URL, name: string): boolean => ['1', 'true'].includes(url.searchParams.get(name) ?? '');
