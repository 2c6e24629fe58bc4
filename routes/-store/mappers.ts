// API answers → what the store screens show.
import type { StoreCategory } from '@domain/model/store';
import type { StoreListItem } from '@adapters/store/schemas';
import type { AppCardData, CategoryOption } from '@ui/store/types';

export const categoryName = (category: StoreCategory | null | undefined, locale: string): string | null =>
  category ? (category.locales[locale] ?? category.locales.en ?? category.name ?? null) : null;

export const toCategoryOptions = (categories: readonly StoreCategory[], locale: string): CategoryOption[] =>
  categories.map((c) => ({ id: c.id, name: categoryName(c, locale) ?? c.id }));

export function toCard(meta: StoreListItem, locale: string): AppCardData {
  return {
    did: meta.did,
    title: meta.title ?? meta.name,
    description: meta.description ?? '',
    logo: meta.logo ?? '',
    ownerName: meta.owner?.fullName ?? meta.owner?.did ?? '',
    price: meta.price ?? null,
    categoryName: categoryName(meta.category, locale),
    version: meta.version,
    downloads: meta.stats?.downloads ?? 0,
    official: meta.isOfficial === true,
  };
}

/** YYYY-MM-DD of an ISO date (the sandbox and the store send ISO strings). */
export const shortDate = (iso: string): string => (iso ? iso.slice(0, 10) : '-');
