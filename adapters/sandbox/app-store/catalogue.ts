// The app store's catalogue rules the endpoints and the review engine share: which apps are
// listed, paging as the store server validates it, keyword search, sorting, finding an app.
import { refuse, refuseQuery } from '../engine/errors';
import type { StoreAppRecord, StoreData } from './model';

const SORTS = ['stats.downloads', 'lastPublishedAt', 'title'] as const;

/** Listed: published, not blocked, public (ALL_BLOCKLETS_WHERE). */
export const isListed = (app: StoreAppRecord) => app.currentVersion !== null && app.status === 'normal' && app.permission === 'Public';

/** page ≥ 1 (default 1), pageSize 1..1500 (default 50); violations → 400 {error: string[]}. */
export function readPaging(url: URL): { page: number; pageSize: number } {
  const errors: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = url.searchParams.get(name) ?? (name === 'pageSize' ? url.searchParams.get('page_size') : null);
    if (raw === null || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) errors.push(`"${name}" must be an integer between ${min} and ${max}`);
    return value;
  };
  const page = int('page', 1, 1, Number.MAX_SAFE_INTEGER);
  const pageSize = int('pageSize', 50, 1, 1500);
  if (errors.length) throw refuseQuery(errors);
  return { page, pageSize };
}

export const matchesKeyword = (app: StoreAppRecord, keyword: string) => {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = [app.title, app.name, app.description, app.did, ...app.keywords].join(' ').toLowerCase();
  return words.some((w) => haystack.includes(w));
};

export function sortApps(apps: StoreAppRecord[], sortBy: string | null, direction: string | null): StoreAppRecord[] {
  const key = SORTS.includes(sortBy as (typeof SORTS)[number]) ? (sortBy as (typeof SORTS)[number]) : 'stats.downloads';
  const sign = direction === 'asc' ? 1 : direction === 'desc' ? -1 : key === 'title' ? 1 : -1;
  const value = (a: StoreAppRecord): string | number =>
    key === 'title' ? a.title.toLowerCase() : key === 'lastPublishedAt' ? Date.parse(a.lastPublishedAt ?? a.createdAt) : a.downloads;
  // createdAt is the secondary sort, as on the store server.
  return [...apps].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return Date.parse(b.createdAt) - Date.parse(a.createdAt);
  });
}

export function findApp(data: StoreData, did: string): StoreAppRecord {
  const clean = did.replace(/^did:abt:/, '');
  const app = data.apps.find((a) => a.did === clean);
  if (!app) throw refuse(404, 'blocklet not found');
  return app;
}
